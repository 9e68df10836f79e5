import { randomUUID } from "node:crypto";
import {
  ERROR_CODES,
  MESSAGES,
  type ApiError,
  type AthleteSearchPage,
  type PublicAthleteProfile,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { walk } from "@api-test/answer-walk";
import { fullAthlete, type FullAthlete } from "@api-test/full-account";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { acceptInvitation, invitationToken } from "@api-test/operator-helpers";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, setStatus, type SeededAthlete } from "@api-test/search-seed";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { services, users } from "@api/db/schema";

const OPERATOR = "search.operator@lineup.test";
const NEW_OPERATOR = "search.newcomer@lineup.test";
const PHONE = "+15125550199";
/**
 * A price no id, year or distance of these answers comes near (the full athlete's 137 could be a
 * lookup id, so the keys' names are what rules that one out).
 */
const PRICE_CENTS = 432_177;

describe.each(DATABASE_KINDS)("who may search, and what search never shows, on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let business: Caller;
  let individual: Caller;
  let agent: Caller;
  let operatorCookie: string;
  let full: FullAthlete;
  let seeded: SeededAthlete[];
  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { operators: [OPERATOR, NEW_OPERATOR] });
    const { db } = t;
    business = await t.caller("business");
    individual = await t.caller("individual");
    agent = await t.caller("agent");
    operatorCookie = (await t.operator()).cookie;
    // An athlete with everything: an agent, a priced service, avatar, photos, a video, a phone.
    full = await fullAthlete(t.app, t.sink, clock);
    await setStatus(db, full.userId, "approved");
    await db.update(users).set({ phoneNumber: PHONE }).where(eq(users.id, full.userId));
    await db.insert(services).values({
      profileId: full.profileId,
      name: "Private lesson",
      priceCents: PRICE_CENTS,
    });
    seeded = await seedAthletes(db, [
      {
        firstName: "Riley",
        lastName: "Shown",
        sport: "Basketball",
        positions: ["Center"],
        level: "College",
        classYear: 2026,
        city: CITY.roundRock,
        phoneNumber: PHONE,
        services: [{ name: "Autograph session", priceCents: PRICE_CENTS }],
        agentId: agent.userId,
        createdAt: new Date("2026-06-01T00:00:00Z"),
      },
      ...(["pending", "suspended", "rejected", "changes_requested"] as const).map((status) => ({
        firstName: "Hidden",
        lastName: status,
        sport: "Basketball",
        level: "College" as const,
        city: CITY.austin,
        status,
        createdAt: new Date("2026-06-02T00:00:00Z"),
      })),
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const refused = async (
    url: string,
    cookie: string | undefined,
    status: number,
    message: string,
  ) => {
    const response = await call(t.app, "GET", url, cookie);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    expect(response.json<ApiError>()).toMatchObject({ statusCode: status, message });
  };

  it("lets approved businesses, individuals, agents and verified operators search", async () => {
    for (const cookie of [business.cookie, individual.cookie, agent.cookie, operatorCookie]) {
      const page = await call(t.app, "GET", "/api/athletes?sort=newest", cookie);
      expect(page.statusCode, page.body).toBe(200);
      const { list, total } = page.json<{ data: AthleteSearchPage }>().data;
      // The approved two; pending, suspended, rejected and changes_requested never appear.
      expect(total).toBe(2);
      expect(list.map((card) => card.id).sort()).toEqual(
        [full.profileId, seeded[0]!.profileId].sort(),
      );
      const profile = await call(t.app, "GET", `/api/athletes/${full.profileId}`, cookie);
      expect(profile.statusCode, profile.body).toBe(200);
    }
  });

  it("refuses the signed out (401), athletes and people not approved (403), with a reason", async () => {
    const profileUrl = `/api/athletes/${seeded[0]!.profileId}`;
    for (const url of ["/api/athletes", profileUrl]) {
      await refused(url, undefined, 401, MESSAGES.notSignedIn);
      await refused(url, full.cookie, 403, MESSAGES.searchNotForAthletes);
    }
    const { db } = t.database;
    for (const role of ["business", "individual", "agent"] as const) {
      for (const status of ["pending", "changes_requested", "rejected", "suspended"] as const) {
        const caller = await callerOf(t.app, t.sink, db, role, status);
        await refused("/api/athletes", caller.cookie, 403, MESSAGES.searchNotApproved);
        await refused(profileUrl, caller.cookie, 403, MESSAGES.searchNotApproved);
      }
    }
    // An operator whose session did not prove the second factor is refused like everywhere.
    const { cookie } = await acceptInvitation(t.app, await invitationToken(t.sink, NEW_OPERATOR));
    await refused("/api/athletes", cookie, 403, MESSAGES.operatorEnrolFirst);
  });

  it("answers 404 for an unknown, not approved or suspended athlete's profile", async () => {
    await refused(`/api/athletes/${randomUUID()}`, business.cookie, 404, MESSAGES.athleteNotFound);
    for (const hidden of seeded.slice(1)) {
      await refused(
        `/api/athletes/${hidden.profileId}`,
        business.cookie,
        404,
        MESSAGES.athleteNotFound,
      );
    }
    // A business's own profile id is not an athlete's.
    const bad = await call(t.app, "GET", "/api/athletes/not-a-uuid", business.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().code).toBe(ERROR_CODES.validation);
    // Suspending an approved athlete takes them out of search and closes the profile.
    const { db } = t.database;
    await setStatus(db, seeded[0]!.userId, "suspended");
    const page = await call(t.app, "GET", "/api/athletes", business.cookie);
    expect(page.json<{ data: AthleteSearchPage }>().data.total).toBe(1);
    await refused(
      `/api/athletes/${seeded[0]!.profileId}`,
      business.cookie,
      404,
      MESSAGES.athleteNotFound,
    );
    // Approved again, they are back (athlete_profiles.listed follows the account's status).
    await setStatus(db, seeded[0]!.userId, "approved");
    const again = await call(t.app, "GET", "/api/athletes", business.cookie);
    expect(again.json<{ data: AthleteSearchPage }>().data.total).toBe(2);
  });

  it("shows the public profile: media, services by name, the agent's name", async () => {
    const response = await call(t.app, "GET", `/api/athletes/${full.profileId}`, business.cookie);
    const profile = response.json<{ data: PublicAthleteProfile }>().data;
    expect(profile).toMatchObject({
      id: full.profileId,
      bio: "Point guard.",
      level: "College",
      classYear: 2027,
      team: "Wildcats",
      services: [{ name: "Basketball clinic" }, { name: "Private lesson" }],
      agent: { name: "Morgan Agent" },
    });
    expect(profile.avatarUrl).toMatch(/^\/api\/media\//);
    expect(profile.photos).toHaveLength(2);
    expect(profile.videos).toHaveLength(1);
    expect(profile.interests.length).toBeGreaterThan(0);
    const card = (await call(t.app, "GET", "/api/athletes", business.cookie))
      .json<{ data: AthleteSearchPage }>()
      .data.list.find((c) => c.id === full.profileId)!;
    expect(card.hasAgent).toBe(true);
    expect(card.avatarUrl).toBe(profile.avatarUrl);
    // The avatar is served to whoever holds the address (the media module's rule).
    const avatar = await call(t.app, "GET", profile.avatarUrl!, business.cookie);
    expect(avatar.statusCode).toBe(200);
  });

  it("never carries a price, an e-mail, a phone number or a date of birth, shortlist and counts too", async () => {
    const secrets = [
      full.email,
      full.agent.email,
      agent.email,
      ...seeded.map((s) => s.email),
      PHONE,
      PHONE.slice(2),
      String(PRICE_CENTS),
      String(PRICE_CENTS / 100),
    ];
    const answers: [string, unknown][] = [];
    for (const cookie of [business.cookie, operatorCookie]) {
      for (const query of [
        "",
        "sort=newest",
        `near=${CITY.austin}&radius=250&sort=distance`,
        "q=point",
        "q=riley",
        "pageSize=1&page=2",
      ]) {
        const response = await call(t.app, "GET", `/api/athletes?${query}`, cookie);
        expect(response.statusCode).toBe(200);
        answers.push([`search ${query}`, response.json()]);
      }
      for (const athlete of [full.profileId, seeded[0]!.profileId]) {
        const response = await call(t.app, "GET", `/api/athletes/${athlete}`, cookie);
        expect(response.statusCode).toBe(200);
        answers.push([`profile ${athlete}`, response.json()]);
        const saved = await call(t.app, "PUT", `/api/shortlist/${athlete}`, cookie);
        expect(saved.statusCode).toBe(200);
        answers.push([`save ${athlete}`, saved.json()]);
      }
      const shortlist = await call(t.app, "GET", "/api/shortlist", cookie);
      expect(shortlist.json<{ data: { total: number } }>().data.total).toBe(2);
      answers.push(["shortlist", shortlist.json()]);
    }
    const counts = await call(t.app, "GET", "/api/profile/my/search-stats", full.cookie);
    expect(counts.statusCode).toBe(200);
    answers.push(["the athlete's counts", counts.json()]);
    let walked = 0;
    for (const [what, body] of answers) {
      for (const field of walk(body)) {
        walked++;
        const where = `${what} ${field.path}`;
        expect(field.key, where).not.toMatch(/price|cents|e-?mail|phone|birth|dob|guardian/i);
        if (typeof field.value === "number") {
          expect([PRICE_CENTS, PRICE_CENTS / 100], where).not.toContain(field.value);
        }
        if (typeof field.value === "string") {
          expect(field.value, where).not.toMatch(/@/);
          for (const secret of secrets) expect(field.value, where).not.toContain(secret);
        }
      }
      // The raw text too: nothing outside the walked fields.
      const text = JSON.stringify(body);
      for (const secret of secrets.filter((s) => s.includes("@") || s.includes("+"))) {
        expect(text, what).not.toContain(secret);
      }
    }
    expect(walked).toBeGreaterThan(200);
  });
});
