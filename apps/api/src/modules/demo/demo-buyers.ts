import {
  businessCreateBodySchema,
  businessUpdateBodySchema,
  individualCreateBodySchema,
  individualUpdateBodySchema,
} from "@lineup/shared";
import {
  createBusinessProfile,
  createIndividualProfile,
  profileOfUser,
  updateBusinessProfile,
  updateIndividualProfile,
} from "../profiles";
import { DEMO_BUSINESS, DEMO_INDIVIDUAL } from "./demo-people";
import type { DemoSeeder } from "./demo-seeder";
import { profilesSettled } from "./demo-settled";

/** The business, created through the same checks as its onboarding, then its picture. */
export const demoBusiness: DemoSeeder = {
  signIn: { role: "Business", email: DEMO_BUSINESS.email },
  settled: profilesSettled([DEMO_BUSINESS.email]),
  async ensure(run) {
    const { ctx } = run;
    const person = DEMO_BUSINESS;
    const user = await run.account({
      email: person.email,
      role: "business",
      profileType: "Business",
      businessName: person.businessName,
      phoneNumber: person.phone,
    });
    if (!user) return;
    let profile = await profileOfUser(ctx.db, user.id);
    if (!profile) {
      const body = businessCreateBodySchema.parse({
        website: person.website,
        location: run.city(person.location),
        type: run.lookup("businessType", person.type),
        marketingTactics: run.lookups("marketingTactic", person.tactics),
        goals: run.lookups("businessGoal", person.goals),
      });
      await createBusinessProfile(ctx, user, body);
      profile = (await profileOfUser(ctx.db, user.id))!;
    }
    if (profile.nextStep !== "done") {
      profile = await updateBusinessProfile(
        ctx,
        profile,
        businessUpdateBodySchema.parse({ bio: person.bio }),
      );
    }
    await run.avatar(profile.id, person.businessName, person.colour);
  },
};

/** The individual buyer, the same way. */
export const demoIndividual: DemoSeeder = {
  signIn: { role: "Individual", email: DEMO_INDIVIDUAL.email },
  settled: profilesSettled([DEMO_INDIVIDUAL.email]),
  async ensure(run) {
    const { ctx } = run;
    const person = DEMO_INDIVIDUAL;
    const user = await run.account({
      email: person.email,
      role: "individual",
      profileType: "Individual",
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phone,
    });
    if (!user) return;
    let profile = await profileOfUser(ctx.db, user.id);
    if (!profile) {
      const body = individualCreateBodySchema.parse({ location: run.city(person.location) });
      await createIndividualProfile(ctx, user, body);
      profile = (await profileOfUser(ctx.db, user.id))!;
    }
    if (profile.nextStep !== "done") {
      profile = await updateIndividualProfile(
        ctx,
        profile,
        individualUpdateBodySchema.parse({ bio: person.bio }),
      );
    }
    await run.avatar(profile.id, `${person.firstName} ${person.lastName}`, person.colour);
  },
};
