import { athleteCreateBodySchema, athleteUpdateBodySchema } from "@lineup/shared";
import { createAthleteProfile, profileOfUser, updateAthleteProfile } from "../profiles";
import { DEMO_ATHLETES, type DemoAthlete } from "./demo-people";
import type { DemoRun } from "./demo-run";
import type { DemoSeeder } from "./demo-seeder";
import { profilesSettled } from "./demo-settled";

/**
 * One athlete through the same steps and checks as onboarding: the get-started answers, then the
 * socials, services and bio (which finish it), then the picture. Each step runs only when it is
 * still missing, so a second start, or one after a crash half-way, completes without doubling.
 */
async function ensureAthlete(run: DemoRun, person: DemoAthlete): Promise<void> {
  const { ctx } = run;
  const user = await run.account(
    {
      email: person.email,
      role: "athlete",
      profileType: "Athlete",
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phone,
    },
    person.waiting ? "waiting" : "approved",
  );
  if (!user) return;
  let profile = await profileOfUser(ctx.db, user.id);
  if (!profile) {
    const sport = run.lookup("sport", person.sport);
    const body = athleteCreateBodySchema.parse({
      sport,
      team: person.team,
      hometown: run.city(person.hometown),
      roles: run.lookups("sportRole", person.positions, sport),
      activities: run.lookups("activity", person.interests),
      education: person.level,
      class: person.classYear,
      gender: person.gender,
    });
    await createAthleteProfile(ctx, user, body);
    profile = (await profileOfUser(ctx.db, user.id))!;
  }
  if (profile.nextStep !== "done") {
    const body = athleteUpdateBodySchema.parse({
      socials: person.socials,
      services: person.services,
      bio: person.bio,
    });
    profile = await updateAthleteProfile(ctx, user, profile, body);
  }
  await run.avatar(profile.id, `${person.firstName} ${person.lastName}`, person.colour);
}

export const demoAthletes: DemoSeeder = {
  signIn: {
    role: "Athlete",
    email: DEMO_ATHLETES.find((a) => a.level === "Professional" && !a.waiting)!.email,
  },
  settled: profilesSettled(DEMO_ATHLETES.map((person) => person.email)),
  async ensure(run) {
    for (const person of DEMO_ATHLETES) await ensureAthlete(run, person);
  },
};
