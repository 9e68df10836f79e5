import { adultAt, type AccountStatus, type UserRole } from "@lineup/shared";
import { ADULT_DATE_OF_BIRTH } from "@lineup/test-kit";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../src/db/client";
import {
  athleteProfiles,
  businessProfiles,
  businessTypes,
  cities,
  individualProfiles,
  profiles,
  sports,
  users,
} from "../src/db/schema";

/** What one seeded account is, so a test can count what a filter must find. */
export interface SeededAccount {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: AccountStatus;
  createdAt: Date;
  confirmed: boolean;
  profile: "none" | "started" | "done";
  state: string | null;
  sportId: number | null;
}

const ROLES: UserRole[] = ["athlete", "business", "individual", "agent"];
const STATUSES: AccountStatus[] = [
  "pending",
  "pending",
  "pending",
  "changes_requested",
  "approved",
];

/**
 * `count` accounts written straight into the database (no password, no e-mail: a sign-up over
 * HTTP each would time argon2, not the list): a mix of roles, statuses, onboarding progress,
 * cities in three states and three sports, signed up one minute apart from `since`.
 */
export async function seedWaitingList(
  db: Db,
  count: number,
  since: Date,
  tag = "seed",
): Promise<SeededAccount[]> {
  const places = await db
    .select({ id: cities.id, state: cities.state })
    .from(cities)
    .where(inArray(cities.state, ["TX", "CA", "NY"]))
    .orderBy(asc(cities.id))
    .limit(30);
  const someSports = await db.select().from(sports).orderBy(asc(sports.id)).limit(3);
  const [businessType] = await db
    .select()
    .from(businessTypes)
    .orderBy(asc(businessTypes.id))
    .limit(1);
  const seeded: SeededAccount[] = [];
  for (let from = 0; from < count; from += 250) {
    const batch = Array.from({ length: Math.min(250, count - from) }, (_, k) => from + k);
    const rows = await db
      .insert(users)
      .values(
        batch.map((i) => {
          const role = ROLES[i % ROLES.length]!;
          return {
            email: `${tag}-${i}@waiting.example.com`,
            role,
            profileType:
              role === "athlete"
                ? "Athlete"
                : role === "business"
                  ? "Business"
                  : role === "individual"
                    ? "Individual"
                    : null,
            firstName: role === "business" ? null : "Seeded",
            lastName: role === "business" ? null : `Person ${i}`,
            businessName: role === "business" ? `Seeded Business ${i}` : null,
            status: STATUSES[i % STATUSES.length]!,
            emailConfirmedAt: i % 7 === 0 ? null : since,
            createdAt: new Date(since.getTime() + i * 60_000),
          } as const;
        }),
      )
      .returning();
    const indexOf = new Map(rows.map((user, k) => [user.id, batch[k]!]));
    const withProfile = rows.filter(
      (user) =>
        user.role !== "agent" && user.emailConfirmedAt !== null && indexOf.get(user.id)! % 3 !== 0,
    );
    const profileRows = withProfile.length
      ? await db
          .insert(profiles)
          .values(
            withProfile.map((user) => ({
              userId: user.id,
              type: user.profileType!,
              nextStep: indexOf.get(user.id)! % 2 === 0 ? ("done" as const) : ("profile" as const),
            })),
          )
          .returning()
      : [];
    const profileOf = new Map(profileRows.map((p) => [p.userId, p]));
    const placeOf = (i: number) => places[i % places.length]!;
    const sportOf = (i: number) => someSports[i % someSports.length]!;
    const athletes = profileRows.filter((p) => p.type === "Athlete");
    const businesses = profileRows.filter((p) => p.type === "Business");
    const individuals = profileRows.filter((p) => p.type === "Individual");
    if (athletes.length) {
      await db.insert(athleteProfiles).values(
        athletes.map((p) => ({
          profileId: p.id,
          sportId: sportOf(indexOf.get(p.userId)!).id,
          hometownId: placeOf(indexOf.get(p.userId)!).id,
          education: "College" as const,
          dateOfBirth: ADULT_DATE_OF_BIRTH,
          adultAt: adultAt(ADULT_DATE_OF_BIRTH, null),
        })),
      );
    }
    if (businesses.length) {
      await db.insert(businessProfiles).values(
        businesses.map((p) => ({
          profileId: p.id,
          locationId: placeOf(indexOf.get(p.userId)!).id,
          typeId: businessType!.id,
        })),
      );
    }
    if (individuals.length) {
      await db.insert(individualProfiles).values(
        individuals.map((p) => ({
          profileId: p.id,
          locationId: placeOf(indexOf.get(p.userId)!).id,
        })),
      );
    }
    for (const user of rows) {
      const i = indexOf.get(user.id)!;
      const profile = profileOf.get(user.id);
      seeded.push({
        id: user.id,
        email: user.email,
        name: user.businessName ?? `${user.firstName} ${user.lastName}`,
        role: user.role as UserRole,
        status: user.status,
        createdAt: user.createdAt,
        confirmed: user.emailConfirmedAt !== null,
        profile: profile ? (profile.nextStep === "done" ? "done" : "started") : "none",
        state: profile ? placeOf(i).state : null,
        sportId: profile?.type === "Athlete" ? sportOf(i).id : null,
      });
    }
  }
  return seeded;
}
