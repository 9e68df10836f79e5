import { and, eq } from "drizzle-orm";
import { representationRequests } from "@api/db/schema";
import { findUserByEmail } from "@api/identity";
import { linkRepresentation } from "../invitations";
import { DEMO_AGENT } from "./demo-people";
import type { DemoSeeder } from "./demo-seeder";
import { accountsSettled, representationSettled } from "./demo-settled";

/**
 * The agent (agents have no profile) and the one athlete they represent: an accepted
 * representation, as if the athlete had accepted the agent's request (modules/invitations).
 * Linked only while the athlete has no agent at all, so a link someone ended stays ended.
 */
export const demoAgent: DemoSeeder = {
  signIn: { role: "Agent", email: DEMO_AGENT.email },
  settled: and(accountsSettled([DEMO_AGENT.email]), representationSettled(DEMO_AGENT.represents))!,
  async ensure(run) {
    const { ctx } = run;
    const agent = await run.account({
      email: DEMO_AGENT.email,
      role: "agent",
      firstName: DEMO_AGENT.firstName,
      lastName: DEMO_AGENT.lastName,
      phoneNumber: DEMO_AGENT.phone,
    });
    const athlete = await findUserByEmail(ctx.db, DEMO_AGENT.represents);
    if (!agent || !athlete?.emailConfirmedAt) return;
    const [any] = await ctx.db
      .select({ id: representationRequests.id })
      .from(representationRequests)
      .where(eq(representationRequests.athleteId, athlete.id))
      .limit(1);
    if (any) return;
    await ctx.db.transaction((tx) =>
      linkRepresentation(tx, athlete.id, agent.id, "agent", ctx.clock()),
    );
  },
};
