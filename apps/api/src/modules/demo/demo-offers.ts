import { eq, sql } from "drizzle-orm";
import { offers, profiles, services, users } from "@api/db/schema";
import { findUserByEmail, type User } from "@api/identity";
import { actOnOffer, createOffer } from "../offers";
import { DEMO_AGENT, DEMO_ATHLETES, DEMO_BUSINESS, DEMO_INDIVIDUAL } from "./demo-people";
import type { DemoRun } from "./demo-run";

const MAYA = DEMO_ATHLETES.find((athlete) => athlete.firstName === "Maya")!.email;

/**
 * A few offers between the demo people, made through the offers' own service functions (and so
 * their rules): the demo athlete (represented by the demo agent) has one to answer and one her
 * agent accepted for her to confirm; the demo business waits on a counter from another athlete.
 * Made once, while the demo business has no offer at all: offers people moved or closed stay so.
 */
export const demoOffers = {
  settled: sql`exists (select 1 from ${offers} join ${users} on ${users.id} = ${offers.buyerId}
    where ${users.email} = ${DEMO_BUSINESS.email})`,

  async ensure(run: DemoRun): Promise<void> {
    const { ctx } = run;
    const [business, individual, agent, aaliyah, maya] = await Promise.all(
      [
        DEMO_BUSINESS.email,
        DEMO_INDIVIDUAL.email,
        DEMO_AGENT.email,
        DEMO_AGENT.represents,
        MAYA,
      ].map((email) => findUserByEmail(ctx.db, email)),
    );
    if (!business || !individual || !agent || !aaliyah || !maya) return;
    const [made] = await ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.buyerId, business.id))
      .limit(1);
    if (made) return;

    const event = await serviceOf(run, aaliyah, "Event appearance");
    await offer(
      run,
      business,
      event,
      950,
      "Our spring store opening in Atlanta needs a headline guest. Two hours, a short talk and photos with customers?",
    );

    const lesson = await serviceOf(run, maya, "Youth soccer clinic");
    const toMaya = await offer(
      run,
      business,
      lesson,
      260,
      "Would you run a clinic for the kids of our staff on a Saturday morning?",
    );
    await actOnOffer(ctx, maya, toMaya, {
      action: "counter",
      amount: 320,
      message: "Happy to! For up to 20 kids I would ask $320, cones and bibs included.",
    });

    const session = await serviceOf(run, aaliyah, "Speed training session");
    const forPat = await offer(
      run,
      individual,
      session,
      340,
      "A speed session for my daughter's relay team before state finals?",
    );
    await actOnOffer(ctx, agent, forPat, {
      action: "accept",
      message: "Aaliyah would love to. Accepted on her behalf: she confirms shortly.",
    });
  },
};

async function serviceOf(run: DemoRun, athlete: User, name: string) {
  const [row] = await run.ctx.db
    .select({ athleteId: profiles.id, serviceId: services.id })
    .from(services)
    .innerJoin(profiles, sql`${profiles.id} = ${services.profileId}`)
    .where(sql`${profiles.userId} = ${athlete.id} and ${services.name} = ${name}`);
  if (!row) throw new Error(`demo marketplace: ${athlete.email} offers no "${name}"`);
  return row;
}

async function offer(
  run: DemoRun,
  buyer: User,
  to: { athleteId: string; serviceId: string },
  amount: number,
  message: string,
): Promise<string> {
  const made = await createOffer(run.ctx, buyer, { ...to, amount, message, expiresInDays: 14 });
  return made.id;
}
