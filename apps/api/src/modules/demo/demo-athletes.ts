import { forgetRecipients } from "@api/mail/outbox";
import {
  athleteCreateBodySchema,
  athleteUpdateBodySchema,
  GUARDIAN_CONSENT_VERSION,
} from "@lineup/shared";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { athleteProfiles, guardianDecisions } from "@api/db/schema";
import { voidTokens } from "@api/identity";
import { createAthleteProfile, profileOfUser, updateAthleteProfile } from "../profiles";
import { DEMO_ATHLETES, type DemoAthlete } from "./demo-people";
import type { DemoRun } from "./demo-run";
import type { DemoSeeder } from "./demo-seeder";
import { profilesSettled } from "./demo-settled";

/**
 * A date of birth that fits the athlete's level: a high-school athlete is a minor (born the July
 * before their class graduates, less 18 years), a college athlete is 22 in their class year, a
 * professional was born in 1997.
 */
function demoDateOfBirth(person: DemoAthlete): string {
  if (person.level === "High School") return `${(person.classYear ?? 2027) - 18}-07-01`;
  if (person.level === "College") return `${(person.classYear ?? 2026) - 22}-03-15`;
  return "1997-09-21";
}

/** A demo minor's parent, on the reserved demo domain (no e-mail leaves for it). */
const demoGuardianEmail = (person: DemoAthlete) =>
  `parent.of.${person.firstName}.${person.lastName}@demo.lineup.test`.toLowerCase();

/**
 * The demo minor's guardian has consented, on record as a real consent is (the demo has no one
 * to follow the e-mailed link, which is voided and never sent). Only an athlete the profile rules found a minor
 * has a guardian; done once: a second start finds it.
 */
async function demoGuardianConsents(run: DemoRun, userId: string, athleteId: string) {
  const { db } = run.ctx;
  const [consented] = await db
    .update(athleteProfiles)
    .set({ guardianConsent: "consented" })
    .where(
      and(
        eq(athleteProfiles.profileId, athleteId),
        isNotNull(athleteProfiles.guardianEmail),
        ne(athleteProfiles.guardianConsent, "consented"),
      ),
    )
    .returning({ guardianEmail: athleteProfiles.guardianEmail });
  if (!consented?.guardianEmail) return;
  await voidTokens(db, userId, ["guardian_consent"], run.ctx.clock());
  // Nor is the request for consent sent: its link would only say it was used.
  await forgetRecipients(db, [consented.guardianEmail]);
  await db.insert(guardianDecisions).values({
    athleteId,
    guardianEmail: consented.guardianEmail,
    decision: "consent",
    guardianName: "Demo Guardian",
    textVersion: GUARDIAN_CONSENT_VERSION,
  });
}

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
      dateOfBirth: demoDateOfBirth(person),
      ...(person.level === "High School" ? { guardianEmail: demoGuardianEmail(person) } : {}),
    });
    await createAthleteProfile(ctx, user, body);
    profile = (await profileOfUser(ctx.db, user.id))!;
  }
  if (person.level === "High School") await demoGuardianConsents(run, user.id, profile.id);
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
