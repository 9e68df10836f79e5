import { adultAt, type AccountStatus, type CompetitionLevel } from "@lineup/shared";
import { ADULT_DATE_OF_BIRTH } from "@lineup/test-kit";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../src/db/client";
import {
  activities,
  athleteActivities,
  athleteProfiles,
  athleteRoles,
  profiles,
  representationRequests,
  services,
  sportRoles,
  sports,
  users,
} from "../src/db/schema";

/** Cities of the talent search tests (GeoNames ids) and their distance from Austin, TX. */
export const CITY = {
  austin: 4671654,
  roundRock: 4724129, // 17 miles
  sanMarcos: 4726491, // 28 miles
  sanAntonio: 4726206, // 74 miles
  houston: 4699066, // 146 miles
  dallas: 4684888, // 182 miles
  losAngeles: 5368361, // 1,230 miles
} as const;

export interface AthleteSeed {
  firstName: string;
  lastName: string;
  sport: string;
  positions?: string[];
  level: CompetitionLevel;
  classYear?: number;
  gender?: "Male" | "Female";
  team?: string;
  bio?: string;
  city: number;
  interests?: string[];
  services?: { name: string; priceCents: number }[];
  status?: AccountStatus;
  phoneNumber?: string;
  createdAt: Date;
  /** An agent's user id: an accepted representation. */
  agentId?: string;
}

export interface SeededAthlete {
  userId: string;
  profileId: string;
  email: string;
  seed: AthleteSeed;
}

/**
 * Athletes written straight into the database (a sign-up over HTTP each would time argon2, not
 * the search), through the same tables onboarding fills; the search document comes from the
 * database's own triggers.
 */
export async function seedAthletes(
  db: Db,
  seeds: AthleteSeed[],
  tag = "search",
): Promise<SeededAthlete[]> {
  const sportRows = await db.select().from(sports);
  const sportId = (name: string) => sportRows.find((s) => s.name === name)!.id;
  const roleRows = await db
    .select()
    .from(sportRoles)
    .where(inArray(sportRoles.sportId, [...new Set(seeds.map((s) => sportId(s.sport)))]));
  const activityRows = await db.select().from(activities);
  const seeded: SeededAthlete[] = [];
  for (const [i, seed] of seeds.entries()) {
    const email = `${tag}-${i}-${Date.now()}@athletes.example.com`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        role: "athlete",
        profileType: "Athlete",
        firstName: seed.firstName,
        lastName: seed.lastName,
        phoneNumber: seed.phoneNumber ?? null,
        status: seed.status ?? "approved",
        emailConfirmedAt: seed.createdAt,
        createdAt: seed.createdAt,
      })
      .returning();
    const [profile] = await db
      .insert(profiles)
      .values({
        userId: user!.id,
        type: "Athlete",
        bio: seed.bio ?? null,
        nextStep: "done",
        createdAt: seed.createdAt,
      })
      .returning();
    const profileId = profile!.id;
    await db.insert(athleteProfiles).values({
      profileId,
      sportId: sportId(seed.sport),
      team: seed.team ?? null,
      hometownId: seed.city,
      education: seed.level,
      classYear: seed.classYear ?? null,
      gender: seed.gender ?? null,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      adultAt: adultAt(ADULT_DATE_OF_BIRTH, null),
    });
    const roleIds = (seed.positions ?? []).map(
      (name) => roleRows.find((r) => r.name === name && r.sportId === sportId(seed.sport))!.id,
    );
    if (roleIds.length) {
      await db.insert(athleteRoles).values(roleIds.map((roleId) => ({ profileId, roleId })));
    }
    const activityIds = (seed.interests ?? []).map(
      (name) => activityRows.find((a) => a.name === name)!.id,
    );
    if (activityIds.length) {
      await db
        .insert(athleteActivities)
        .values(activityIds.map((activityId) => ({ profileId, activityId })));
    }
    if (seed.services?.length) {
      await db.insert(services).values(seed.services.map((s) => ({ profileId, ...s })));
    }
    if (seed.agentId) {
      await db.insert(representationRequests).values({
        athleteId: user!.id,
        agentId: seed.agentId,
        requestedBy: "agent",
        status: "accepted",
        decidedAt: seed.createdAt,
      });
    }
    seeded.push({ userId: user!.id, profileId, email, seed });
  }
  return seeded;
}

/** Sets an account's status as an operator's decision would. */
export async function setStatus(db: Db, userId: string, status: AccountStatus): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.id, userId));
}
