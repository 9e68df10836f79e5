// Issue 21 "Edit everything" (docs/decisions/0076): each PATCH takes every answer of its create
// body, only what is sent changes, the shared messages explain a refusal, and nobody but the owner
// changes a profile or reads its prices.
import { LOOKUP_PATHS, MESSAGES } from "@lineup/shared";
import { freshEmail, signUpBody } from "@lineup/test-kit";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { users } from "@api/db/schema";
import { post, signUpAndConfirm } from "@api-test/auth-helpers";
import { athleteWithProfile, lookupId } from "@api-test/athlete-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { businessProfileBody } from "@api-test/profile-bodies";
import { DATABASE_KINDS } from "@api-test/test-database";

type Fields = { fields?: Record<string, string>; message: string };

describe.each(DATABASE_KINDS)("editing a profile on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  useMailedApp(kind, new TestClock(), (started) => ({ app } = t = started));

  const patch = (url: string, payload: unknown, cookie: string) =>
    app.inject({ method: "PATCH", url, payload: payload as object, headers: { cookie } });
  const privateView = async (id: string, cookie: string) =>
    (await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } })).json<{
      data: { profile: Record<string, unknown> };
    }>().data.profile;

  async function signUp(role: "athlete" | "business" | "individual") {
    return signUpAndConfirm(app, t.sink, signUpBody(role, freshEmail(role)));
  }

  async function athlete() {
    const me = await athleteWithProfile(app, t.sink, signUpBody("athlete", freshEmail("athlete")));
    return { ...me, url: `/api/profile/athlete/update/${me.id}` };
  }

  const businessBody = () => businessProfileBody(app);

  async function business() {
    const account = await signUp("business");
    const created = await post(
      app,
      "/api/profile/business/create",
      await businessBody(),
      account.cookie,
    );
    const { id } = created.json<{ data: { id: string } }>().data;
    return { ...account, id, url: `/api/profile/business/update/${id}` };
  }

  async function individual() {
    const account = await signUp("individual");
    const location = await lookupId(app, LOOKUP_PATHS.location, "Denver");
    const created = await post(
      app,
      "/api/profile/individual/create",
      { location, website: "casey.example.com" },
      account.cookie,
    );
    const { id } = created.json<{ data: { id: string } }>().data;
    return { ...account, id, url: `/api/profile/individual/update/${id}` };
  }

  it("changes every get-started answer of an athlete at once, live in the owner's view", async () => {
    const me = await athlete();
    const soccer = await lookupId(app, LOOKUP_PATHS.sport, "Soccer");
    const body = {
      sport: soccer,
      roles: [
        await lookupId(app, LOOKUP_PATHS.sportRole, "Goalkeeper", { sports: String(soccer) }),
      ],
      team: "Rapids Academy",
      hometown: await lookupId(app, LOOKUP_PATHS.location, "Denver"),
      activities: [await lookupId(app, LOOKUP_PATHS.activity, "Gaming")],
      education: "High School",
      class: 2028,
      statistics: "https://stats.example.com/new",
      gender: "Male",
      socials: { instagram: "https://instagram.com/keeper" },
      services: [{ name: "Goalkeeping clinic", price: 80 }],
      bio: "Keeper from Denver.",
    };
    const response = await patch(me.url, body, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      sport: { id: soccer, name: "Soccer" },
      roles: [{ name: "Goalkeeper" }],
      team: "Rapids Academy",
      hometown: { name: "Denver" },
      activities: [{ name: "Gaming" }],
      education: "High School",
      class: 2028,
      statistics: "https://stats.example.com/new",
      gender: "Male",
      socials: { instagram: "https://instagram.com/keeper" },
      services: [{ name: "Goalkeeping clinic", price: 80 }],
      bio: "Keeper from Denver.",
      nextStep: "done",
    };
    expect(response.json()).toMatchObject({ data: expected });
    expect(await privateView(me.id, me.cookie)).toMatchObject(expected);
  });

  it("changes only what is sent", async () => {
    const me = await athlete();
    const before = await privateView(me.id, me.cookie);
    const response = await patch(me.url, { team: "Longhorns" }, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(await privateView(me.id, me.cookie)).toEqual({ ...before, team: "Longhorns" });
    expect(before.team).toBe("Wildcats");
  });

  it("clears optional answers with null, and a level without classes drops the class", async () => {
    const me = await athlete();
    const response = await patch(
      me.url,
      { team: null, statistics: null, gender: null, education: "Professional" },
      me.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await privateView(me.id, me.cookie)).toMatchObject({
      team: null,
      statistics: null,
      gender: null,
      education: "Professional",
      class: null,
    });
  });

  it("explains a refused athlete answer in the onboarding's words", async () => {
    const me = await athlete();
    const soccer = await lookupId(app, LOOKUP_PATHS.sport, "Soccer");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sport: 999_999 }, "sport", MESSAGES.selectSport],
      // The saved point guard is no position in soccer.
      [{ sport: soccer }, "roles", MESSAGES.selectPosition],
      [{ hometown: 999_999 }, "hometown", MESSAGES.selectLocation],
      [{ activities: [] }, "activities", MESSAGES.selectInterests],
      [{ education: "Nope" }, "education", MESSAGES.selectCompetitionLevel],
      [{ class: null }, "class", MESSAGES.selectClass],
      [{ class: 1901 }, "class", MESSAGES.selectClass],
      [{ education: "Professional", class: 2027 }, "class", MESSAGES.selectClass],
      [{ team: "ab" }, "team", MESSAGES.teamMin],
      [{ bio: "" }, "bio", MESSAGES.bioRequired],
      [{ services: [{ name: "", price: 5 }] }, "services.0.name", MESSAGES.enterServiceName],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(me.url, body, me.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Fields>().fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await patch(me.url, {}, me.cookie)).statusCode).toBe(400);
    expect((await patch(me.url, { nickname: "J" }, me.cookie)).statusCode).toBe(400);
    // Nothing of the refused changes stuck.
    expect(await privateView(me.id, me.cookie)).toMatchObject({
      sport: { name: "Basketball" },
      team: "Wildcats",
      class: 2027,
    });
  });

  it("adds, edits and removes services, prices only ever to their owner", async () => {
    const me = await athlete();
    const other = await athlete();
    const two = [
      { name: "Shooting clinic", price: 120.5 },
      { name: "Camp visit", price: 300 },
    ];
    expect((await patch(me.url, { services: two }, me.cookie)).statusCode).toBe(200);
    const edited = [{ name: "Shooting clinic", price: 4321.75 }];
    const response = await patch(me.url, { services: edited }, me.cookie);
    expect(response.json()).toMatchObject({ data: { services: edited } });
    expect((await privateView(me.id, me.cookie)).services).toMatchObject(edited);

    // Someone else can neither change the profile nor read it, and no answer of theirs carries it.
    for (const body of [{ services: [] }, { team: "Hijacked" }, { bio: "Hijacked" }]) {
      const refused = await patch(me.url, body, other.cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toMatch(/4321|Shooting/);
    }
    const peek = await app.inject({
      url: `/api/profile/private/${me.id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain("4321");
    const mine = await app.inject({ url: "/api/profile/my", headers: { cookie: other.cookie } });
    expect(mine.body).not.toContain("4321");
    expect(await privateView(me.id, me.cookie)).toMatchObject({ team: "Wildcats" });
  });

  it("changes every business answer, only what is sent, and clears the website", async () => {
    const me = await business();
    const body = {
      type: await lookupId(app, LOOKUP_PATHS.businessType, "Restaurant"),
      location: await lookupId(app, LOOKUP_PATHS.location, "Austin"),
      marketingTactics: [await lookupId(app, LOOKUP_PATHS.marketingTactic, "Event Appearances")],
      goals: [await lookupId(app, LOOKUP_PATHS.businessGoal, "Increase Brand Awareness")],
      website: "new-site.example.com",
      bio: "Tacos for teams.",
    };
    const response = await patch(me.url, body, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      businessType: { name: "Restaurant" },
      location: { name: "Austin" },
      marketingTactics: [{ name: "Event Appearances" }],
      goals: [{ name: "Increase Brand Awareness" }],
      website: "https://new-site.example.com",
      bio: "Tacos for teams.",
      nextStep: "done",
    };
    expect(response.json()).toMatchObject({ data: expected });
    const before = await privateView(me.id, me.cookie);
    expect(before).toMatchObject(expected);

    expect((await patch(me.url, { website: "" }, me.cookie)).statusCode).toBe(200);
    expect(await privateView(me.id, me.cookie)).toEqual({ ...before, website: null });
  });

  it("explains a refused business or individual answer, and refuses another's profile", async () => {
    const company = await business();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 999_999 }, "type", MESSAGES.selectBusinessType],
      [{ location: 999_999 }, "location", MESSAGES.selectLocation],
      [{ marketingTactics: [] }, "marketingTactics", MESSAGES.selectMarketingTactics],
      [{ goals: [999_999] }, "goals", MESSAGES.selectGoals],
      [
        {
          marketingTactics: [
            await lookupId(app, LOOKUP_PATHS.marketingTactic, "Brand Ambassador"),
            999_999,
          ],
        },
        "marketingTactics",
        MESSAGES.selectMarketingTactics,
      ],
      [
        { goals: [await lookupId(app, LOOKUP_PATHS.businessGoal, "Drive Sales"), 999_999] },
        "goals",
        MESSAGES.selectGoals,
      ],
      [{ website: "not a site" }, "website", MESSAGES.invalidWebsite],
      [{ bio: "ab" }, "bio", MESSAGES.bioMin],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(company.url, body, company.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Fields>().fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const person = await individual();
    for (const [body, field, message] of [
      [{ location: 999_999 }, "location", MESSAGES.selectLocation],
      [{ website: "not a site" }, "website", MESSAGES.invalidWebsite],
    ] as const) {
      const response = await patch(person.url, body, person.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json<Fields>().fields?.[field]).toBe(message);
    }
    expect((await patch(person.url, { type: 1 }, person.cookie)).statusCode).toBe(400);

    expect((await patch(company.url, { bio: "Mine now" }, person.cookie)).statusCode).toBe(404);
    expect((await patch(person.url, { bio: "Mine now" }, company.cookie)).statusCode).toBe(404);
    // Through the other type's address, one's own profile is not found either.
    const crossed = `/api/profile/business/update/${person.id}`;
    expect((await patch(crossed, { bio: "Crossed" }, person.cookie)).statusCode).toBe(404);
  });

  it("changes an individual's location and website, one at a time", async () => {
    const me = await individual();
    const austin = await lookupId(app, LOOKUP_PATHS.location, "Austin");
    expect((await patch(me.url, { location: austin }, me.cookie)).statusCode).toBe(200);
    expect(await privateView(me.id, me.cookie)).toMatchObject({
      location: { name: "Austin" },
      website: "https://casey.example.com",
      bio: null,
      nextStep: "profile",
    });
    expect((await patch(me.url, { website: null }, me.cookie)).statusCode).toBe(200);
    expect(await privateView(me.id, me.cookie)).toMatchObject({
      location: { name: "Austin" },
      website: null,
    });
    // The bio alone finishes the profile and leaves the rest as it is.
    const bio = await patch(me.url, { bio: "Weekend coach in Austin." }, me.cookie);
    expect(bio.statusCode, bio.body).toBe(200);
    expect(await privateView(me.id, me.cookie)).toMatchObject({
      location: { name: "Austin" },
      website: null,
      bio: "Weekend coach in Austin.",
      nextStep: "done",
    });
  });

  describe("POST /api/profile/resubmit", () => {
    const resubmit = (cookie: string | undefined, payload: unknown = {}) =>
      app.inject({
        method: "POST",
        url: "/api/profile/resubmit",
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });
    const statusOf = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

    it("puts a profile with requested changes back on the waiting list, for its owner", async () => {
      const me = await athlete();
      const other = await athlete();
      for (const { email } of [me, other]) {
        await t.database.db
          .update(users)
          .set({ status: "changes_requested", statusMessage: "Add a photo." })
          .where(eq(users.email, email));
      }
      const response = await resubmit(me.cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { status: "pending" } });
      expect(await statusOf(me.email)).toMatchObject({ status: "pending", statusMessage: null });
      // Only the caller's own account moved.
      expect(await statusOf(other.email)).toMatchObject({ status: "changes_requested" });
    });

    it("refuses any other status, a body with fields, and a signed-out visitor", async () => {
      const me = await athlete();
      expect((await resubmit(me.cookie)).statusCode).toBe(409);
      await t.database.db
        .update(users)
        .set({ status: "rejected" })
        .where(eq(users.email, me.email));
      expect((await resubmit(me.cookie)).statusCode).toBe(409);
      expect(await statusOf(me.email)).toMatchObject({ status: "rejected" });
      await t.database.db
        .update(users)
        .set({ status: "changes_requested" })
        .where(eq(users.email, me.email));
      expect((await resubmit(me.cookie, { status: "approved" })).statusCode).toBe(400);
      expect((await resubmit(undefined)).statusCode).toBe(401);
      expect(await statusOf(me.email)).toMatchObject({ status: "changes_requested" });
    });
  });
});
