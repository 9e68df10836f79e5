import type { AccountStatus } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../src/db/client";
import { profiles, representationRequests, services } from "../src/db/schema";
import { call } from "./account-helpers";
import { athleteWithProfile } from "./athlete-helpers";
import { post } from "./auth-helpers";
import { callerOf, type Caller } from "./search-callers";
import { setStatus } from "./search-seed";
import type { SmtpSink } from "./smtp-sink";

export interface OfferAthlete {
  userId: string;
  profileId: string;
  email: string;
  cookie: string;
  /** The priced service offers are made for. */
  serviceId: string;
}

/**
 * An athlete who signed up over HTTP (so they can act on offers), with one service whose private
 * minimum is `price` dollars, approved as an operator would, and represented by `agentId` if given.
 */
export async function offerAthlete(
  app: FastifyInstance,
  sink: SmtpSink,
  db: Db,
  price: number,
  agentId?: string,
): Promise<OfferAthlete> {
  const { email, cookie, id: profileId } = await athleteWithProfile(app, sink);
  const added = await post(app, "/api/service/add", { name: "Private clinic", price }, cookie);
  expect(added.statusCode, added.body).toBe(201);
  const me = await call(app, "GET", "/api/profile/my", cookie);
  const userId = me.json<{ data: { account: { id: string } } }>().data.account.id;
  await setStatus(db, userId, "approved");
  const [service] = await db.select().from(services).where(eq(services.profileId, profileId));
  if (agentId) await representAthlete(db, userId, agentId);
  return { userId, profileId, email, cookie, serviceId: service!.id };
}

/** An accepted representation, as both sides' agreement leaves it. */
export async function representAthlete(db: Db, athleteId: string, agentId: string) {
  await db.insert(representationRequests).values({
    athleteId,
    agentId,
    requestedBy: "agent",
    status: "accepted",
    decidedAt: new Date(),
  });
}

/** The representation ends, as DELETE /api/representation/{id} leaves it. */
export async function endRepresentation(db: Db, athleteId: string, agentId: string) {
  await db
    .update(representationRequests)
    .set({ status: "ended" })
    .where(
      and(
        eq(representationRequests.athleteId, athleteId),
        eq(representationRequests.agentId, agentId),
      ),
    );
}

/**
 * An approved business or individual with a profile (offers name the buyer's profile): the
 * account over HTTP, the profile row as onboarding leaves it (its details do not matter here).
 */
export async function offerBuyer(
  app: FastifyInstance,
  sink: SmtpSink,
  db: Db,
  role: "business" | "individual",
  status: AccountStatus = "approved",
): Promise<Caller> {
  const caller = await callerOf(app, sink, db, role, status);
  await db.insert(profiles).values({
    userId: caller.userId,
    type: role === "business" ? "Business" : "Individual",
    nextStep: "done",
  });
  return caller;
}
