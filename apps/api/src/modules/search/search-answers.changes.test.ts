import type { AthleteCard, AthleteSearchPage } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { makeMinor, setBusinessType, setConsent } from "@api-test/minor-athlete";
import { offerBuyer } from "@api-test/offer-parties";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, setStatus, type SeededAthlete } from "@api-test/search-seed";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS, describeOnPostgres } from "@api-test/test-database";
import {
  activities,
  athleteActivities,
  athleteProfiles,
  athleteRoles,
  media,
  representationRequests,
  searchVersion,
  services,
  sportRoles,
} from "@api/db/schema";

/**
 * Search answers are kept a few seconds (decision 0093), and every committed change a search could
 * show makes the next search a new one at once, whatever path made it (the database's search
 * version, migration 0017). The clock stands still here, so an answer kept past its change would
 * be served for good: each step below fails if its change went uncounted.
 */
describe.each(DATABASE_KINDS)("kept search answers follow every change at once, on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let business: Caller;
  let agent: Caller;
  let athlete: SeededAthlete;
  let minor: SeededAthlete;
  const URL = `/api/athletes?near=${CITY.austin}&radius=25&sort=newest`;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      // Polling searches count against the account's limit: lifted here, tested elsewhere.
      env: { APP_URL, SEARCH_RATE_LIMIT: "100000" },
      deps: { clock: clock.now },
    });
    const { db } = t.database;
    business = await callerOf(t.app, t.sink, db, "business", "approved");
    agent = await callerOf(t.app, t.sink, db, "agent", "approved");
    const seeded = await seedAthletes(
      db,
      [
        {
          firstName: "Casey",
          lastName: "Kept",
          sport: "Basketball",
          positions: ["Center"],
          level: "College",
          city: CITY.austin,
          services: [{ name: "Clinic", priceCents: 5000 }],
          createdAt: new Date("2026-06-01T00:00:00Z"),
        },
        {
          firstName: "Morgan",
          lastName: "Young",
          sport: "Basketball",
          level: "High School",
          city: CITY.roundRock,
          createdAt: new Date("2026-05-01T00:00:00Z"),
        },
      ],
      "answers",
    );
    athlete = seeded[0]!;
    minor = seeded[1]!;
    await makeMinor(db, minor!.profileId, { consent: "consented" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const cards = async (cookie = business.cookie): Promise<AthleteCard[]> => {
    const response = await call(t.app, "GET", URL, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AthleteSearchPage }>().data.list;
  };
  const cardOf = async (profileId: string) => (await cards()).find((card) => card.id === profileId);

  it("shows a renamed service, a new position, an interest, an avatar and an agent at once", async () => {
    const { db } = t.database;
    expect((await cardOf(athlete.profileId))?.services.map((s) => s.name)).toEqual(["Clinic"]);
    await db
      .update(services)
      .set({ name: "Shooting clinic" })
      .where(eq(services.profileId, athlete.profileId));
    expect((await cardOf(athlete.profileId))?.services.map((s) => s.name)).toEqual([
      "Shooting clinic",
    ]);

    const [guard] = await db.select().from(sportRoles).where(eq(sportRoles.name, "Point Guard"));
    await db.insert(athleteRoles).values({ profileId: athlete.profileId, roleId: guard!.id });
    expect((await cardOf(athlete.profileId))?.positions.map((p) => p.name).sort()).toEqual([
      "Center",
      "Point Guard",
    ]);

    // An interest is a filter, not a field of the card: the filtered search must find them.
    const [interest] = await db.select().from(activities).limit(1);
    const byInterest = `${URL}&interest=${interest!.id}`;
    const found = async () =>
      (await call(t.app, "GET", byInterest, business.cookie))
        .json<{ data: AthleteSearchPage }>()
        .data.list.map((card) => card.id);
    expect(await found()).not.toContain(athlete.profileId);
    await db
      .insert(athleteActivities)
      .values({ profileId: athlete.profileId, activityId: interest!.id });
    expect(await found()).toContain(athlete.profileId);

    expect((await cardOf(athlete.profileId))?.avatarUrl ?? null).toBeNull();
    await db.insert(media).values({
      profileId: athlete.profileId,
      kind: "avatar",
      storageKey: `answers/${athlete.profileId}.webp`,
      contentType: "image/webp",
      size: 1000,
    });
    expect((await cardOf(athlete.profileId))?.avatarUrl ?? null).not.toBeNull();

    expect((await cardOf(athlete.profileId))?.hasAgent).toBe(false);
    await db.insert(representationRequests).values({
      athleteId: athlete.userId,
      agentId: agent.userId,
      requestedBy: "agent",
      status: "accepted",
      decidedAt: new Date(),
    });
    expect((await cardOf(athlete.profileId))?.hasAgent).toBe(true);
  });

  it("drops a suspended athlete and a minor whose guardian withdrew, and brings them back", async () => {
    const { db } = t.database;
    const ids = async () => (await cards()).map((card) => card.id);
    expect(await ids()).toEqual(expect.arrayContaining([athlete.profileId, minor.profileId]));

    await setStatus(db, athlete.userId, "suspended");
    expect(await ids()).not.toContain(athlete.profileId);
    await setStatus(db, athlete.userId, "approved");
    expect(await ids()).toContain(athlete.profileId);

    await setConsent(db, minor.profileId, "withdrawn");
    expect(await ids()).not.toContain(minor.profileId);
    await setConsent(db, minor.profileId, "consented");
    expect(await ids()).toContain(minor.profileId);
  });

  it("keeps its answers while the guardian's workers only note a digest or an 18th birthday", async () => {
    const { db } = t.database;
    const version = async () => (await db.select().from(searchVersion))[0]!.version;
    const before = await version();
    await db
      .update(athleteProfiles)
      .set({ guardianDigestAt: new Date(), guardianEndedAt: new Date() })
      .where(eq(athleteProfiles.profileId, minor.profileId));
    expect(await version()).toBe(before);
    await db
      .update(athleteProfiles)
      .set({ team: "Round Rock Dragons", guardianDigestAt: new Date() })
      .where(eq(athleteProfiles.profileId, minor.profileId));
    expect(await version()).toBe(before + 1);
    expect((await cardOf(minor.profileId))?.team).toBe("Round Rock Dragons");
  });

  it("keeps apart what a business closed to minors sees, whoever asked first", async () => {
    const { db } = t.database;
    const closed = await offerBuyer(t.app, t.sink, db, "business");
    await setBusinessType(db, closed.userId, "Tobacco & Vaping");
    // The open audience's answer, with the minor, is kept first; the closed one never gets it.
    expect((await cards(business.cookie)).map((card) => card.id)).toContain(minor.profileId);
    const closedIds = (await cards(closed.cookie)).map((card) => card.id);
    expect(closedIds).toContain(athlete.profileId);
    expect(closedIds).not.toContain(minor.profileId);
    expect((await cards(business.cookie)).map((card) => card.id)).toContain(minor.profileId);
  });
});

describeOnPostgres("kept search answers and transactions still open, on postgres", () => {
  let t: TestApp;
  const clock = new TestClock();
  let business: Caller;
  let athletes: SeededAthlete[];
  const URL = `/api/athletes?near=${CITY.austin}&radius=25&sort=newest`;

  beforeAll(async () => {
    t = await createTestApp("postgres", {
      mail: true,
      env: { APP_URL, SEARCH_RATE_LIMIT: "100000" },
      deps: { clock: clock.now },
    });
    const { db } = t.database;
    business = await callerOf(t.app, t.sink, db, "business", "approved");
    athletes = await seedAthletes(
      db,
      ["Avery", "Blake", "Cameron"].map((firstName, i) => ({
        firstName,
        lastName: "Open",
        sport: "Basketball",
        level: "College",
        city: CITY.austin,
        services: [{ name: `Clinic ${i}`, priceCents: 5000 }],
        createdAt: new Date(`2026-06-0${i + 1}T00:00:00Z`),
      })),
      "open-tx",
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const serviceNames = async () => {
    const response = await call(t.app, "GET", URL, business.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ data: AthleteSearchPage }>().data.list;
    return athletes.map((a) => list.find((card) => card.id === a.profileId)?.services[0]?.name);
  };

  it("keeps nothing a search worked out before a commit under the version after it", async () => {
    const { db } = t.database;
    expect(await serviceNames()).toEqual(["Clinic 0", "Clinic 1", "Clinic 2"]);
    await db.transaction(async (tx) => {
      await tx
        .update(services)
        .set({ name: "Renamed" })
        .where(eq(services.profileId, athletes[0]!.profileId));
      // Not yet committed: searches on other connections still see, and may keep, the old name.
      expect(await serviceNames()).toEqual(["Clinic 0", "Clinic 1", "Clinic 2"]);
    });
    expect(await serviceNames()).toEqual(["Renamed", "Clinic 1", "Clinic 2"]);
  });

  it("lets a writer wait for another's row without either waiting for the version", async () => {
    const { db } = t.database;
    const rename = (on: typeof db, athlete: SeededAthlete, name: string) =>
      on.update(services).set({ name }).where(eq(services.profileId, athlete.profileId));
    let secondHoldsItsRow: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (secondHoldsItsRow = resolve));
    let letSecondCommit: () => void = () => undefined;
    const commit = new Promise<void>((resolve) => (letSecondCommit = resolve));
    // The first changes athlete 0, then waits on athlete 1, whom the second changed and has not
    // committed. Were the version's row taken at the first change (not as each commits), the
    // second could not finish its change and the two would wait for each other.
    const first = db.transaction(async (tx) => {
      await rename(tx, athletes[0]!, "First 0");
      await held;
      const waiting = rename(tx, athletes[1]!, "First 1").then(() => undefined);
      letSecondCommit();
      await waiting;
    });
    const second = db.transaction(async (tx) => {
      await rename(tx, athletes[1]!, "Second 1");
      secondHoldsItsRow();
      await commit;
    });
    await Promise.all([first, second]);
    expect(await serviceNames()).toEqual(["First 0", "First 1", "Clinic 2"]);
  }, 20_000);
});
