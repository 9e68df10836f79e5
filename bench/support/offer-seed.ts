// The parties of the offers and live-events figures, written while the server is stopped (PGlite
// has one owner at a time): approved athletes with a priced service from the API's own generator
// (modules/demo, as the search figure), approved buyers with a profile, and one session each, so
// the bench signs in without argon2. Offers themselves are made over HTTP by the figures.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { openDatabase, type Db } from "../../apps/api/src/db/client";
import { profiles, sessions, users } from "../../apps/api/src/db/schema";
import { hashToken, newToken } from "../../apps/api/src/identity/tokens";
import { generateAthletes } from "../../apps/api/src/modules/demo/generated-athletes";
import type { Target } from "./target";

export interface SeededAthlete {
  userId: string;
  profileId: string;
  serviceId: string;
  /** The service's private minimum: the bench offers above it. */
  minimumCents: number;
  /** Under 18 (a guardian consented): a buyer's acceptance waits for both confirmations. */
  minor: boolean;
  cookie: string;
}

export interface SeededBuyer {
  userId: string;
  cookie: string;
}

/** Opens the target's database (the server must be stopped), runs `work`, closes it. */
export async function withDatabase<T>(
  storage: Target["storage"],
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    url: storage.databaseUrl,
    pgliteDir: path.join(storage.dataDir, "db"),
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** One day's session per person: the cookie a signed-in page sends. */
async function sessionCookies(db: Db, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db
    .insert(sessions)
    .values(userIds.map((userId, i) => ({ tokenHash: hashToken(tokens[i]!), userId, expiresAt })));
  return tokens.map((token) => `lineup_session=${token}`);
}

/** `count` approved athletes of the generator's `seed` (each seed its own people), signed in. */
export async function seedAthletes(db: Db, count: number, seed: number): Promise<SeededAthlete[]> {
  const now = new Date();
  const planned = await generateAthletes(db, {
    seed,
    count,
    domain: `offers-${seed}.bench.lineup.test`,
    now,
  });
  const cookies = await sessionCookies(
    db,
    planned.map((a) => a.userId),
  );
  return planned.map((a, i) => ({
    userId: a.userId,
    profileId: a.profileId,
    serviceId: a.services[0]!.id,
    minimumCents: a.services[0]!.priceCents,
    minor: a.adultAt > now,
    cookie: cookies[i]!,
  }));
}

/** `count` approved businesses with a profile (offers name it), signed in. */
export async function seedBuyers(db: Db, count: number): Promise<SeededBuyer[]> {
  const run = randomUUID().slice(0, 8);
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `buyer-${run}-${i}@bench.lineup.test`,
        role: "business" as const,
        profileType: "Business" as const,
        businessName: `Bench Buyer ${i}`,
        status: "approved" as const,
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values(
      made.map(({ id }) => ({ userId: id, type: "Business" as const, nextStep: "done" as const })),
    );
  const cookies = await sessionCookies(
    db,
    made.map((u) => u.id),
  );
  return made.map(({ id }, i) => ({ userId: id, cookie: cookies[i]! }));
}
