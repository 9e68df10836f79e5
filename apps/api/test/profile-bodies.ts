import { LOOKUP_PATHS } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { lookupId } from "./athlete-helpers";

/** POST /api/profile/business/create's usual answers, with real ids from the seeded lookups. */
export async function businessProfileBody(app: FastifyInstance) {
  return {
    website: "summit-sports.example.com",
    location: await lookupId(app, LOOKUP_PATHS.location, "Denver"),
    type: await lookupId(app, LOOKUP_PATHS.businessType, "Sporting Goods Retail"),
    marketingTactics: [await lookupId(app, LOOKUP_PATHS.marketingTactic, "Brand Ambassador")],
    goals: [await lookupId(app, LOOKUP_PATHS.businessGoal, "Drive Sales")],
  };
}
