// The rules an athlete's get-started answers keep when the profile is created and edited (issue 20:
// each case here let a deliberate bug through before): every id must be known, positions follow
// the sport, a class follows the level, a named agent is asked, and the 18th birthday's instant
// follows the hometown's zone.
import { LOOKUP_PATHS, MESSAGES, ROUTES, type ApiError } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@api/db/schema";
import { call, countWhere, tracesOf } from "@api-test/account-helpers";
import { lookupId, validAthleteBody } from "@api-test/athlete-helpers";
import { APP_URL, uniqueEmail } from "@api-test/auth-helpers";
import { createAthlete, minorAthlete, minorOf, signedInAthlete } from "@api-test/minor-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

/** A year ahead, as in athlete-birth.test.ts: the outbox delivers what is due by the app's clock. */
const Y = new Date().getUTCFullYear() + 2;

describe.each(DATABASE_KINDS)("the rules of an athlete's answers on %s", (kind) => {
  let t: TestApp;
  let now = new Date(`${Y}-06-01T12:00:00Z`);
  const at = (iso: string) => (now = new Date(iso));
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true, env: { APP_URL }, deps: { clock: () => now } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const update = (cookie: string, profileId: string, body: object) =>
    call(t.app, "PATCH", `/api/profile/athlete/update/${profileId}`, cookie, body);
  const fieldsOf = (answer: { json: () => unknown }) => (answer.json() as ApiError).fields;
  const ownView = async (cookie: string, profileId: string) =>
    (await call(t.app, "GET", `/api/profile/private/${profileId}`, cookie)).json<{
      data: { profile: Record<string, unknown> };
    }>().data.profile;
  const find = (path: string, name: string, query: Record<string, string> = {}) =>
    lookupId(t.app, path, name, query);

  async function adultAthlete() {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const created = await createAthlete(t.app, athlete.cookie, {});
    expect(created.statusCode, created.body).toBe(201);
    return { ...athlete, profileId: created.json<{ data: { id: string } }>().data.id };
  }

  it("refuses an unknown interest among known ones, at get-started and on update", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const { activities } = await validAthleteBody(t.app);
    const mixed = [...activities, 999_999];
    const refused = await createAthlete(t.app, athlete.cookie, { activities: mixed });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ activities: MESSAGES.selectInterests });

    const me = await adultAthlete();
    const changed = await update(me.cookie, me.profileId, { activities: mixed });
    expect(changed.statusCode).toBe(400);
    expect(fieldsOf(changed)).toEqual({ activities: MESSAGES.selectInterests });
    expect(await ownView(me.cookie, me.profileId)).toMatchObject({
      activities: [{ name: "Music" }],
    });
  });

  it("changes the positions alone, and a sport without positions clears them", async () => {
    const me = await adultAthlete();
    const basketball = await find(LOOKUP_PATHS.sport, "Basketball");
    const center = await find(LOOKUP_PATHS.sportRole, "Center", { sports: String(basketball) });
    const roles = await update(me.cookie, me.profileId, { roles: [center] });
    expect(roles.statusCode, roles.body).toBe(200);
    expect(await ownView(me.cookie, me.profileId)).toMatchObject({ roles: [{ name: "Center" }] });

    const tennis = await find(LOOKUP_PATHS.sport, "Tennis");
    const kept = await update(me.cookie, me.profileId, { sport: tennis });
    expect(kept.statusCode).toBe(400);
    expect(fieldsOf(kept)).toEqual({ roles: MESSAGES.selectPosition });
    const cleared = await update(me.cookie, me.profileId, { sport: tennis, roles: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await ownView(me.cookie, me.profileId)).toMatchObject({
      sport: { name: "Tennis" },
      roles: [],
    });
  });

  it("takes a level without classes with its class sent as null, and asks a class of a level that has them", async () => {
    const me = await adultAthlete();
    // The editor sends every answer: a professional's class comes as null.
    const pro = await update(me.cookie, me.profileId, { education: "Professional", class: null });
    expect(pro.statusCode, pro.body).toBe(200);
    expect(await ownView(me.cookie, me.profileId)).toMatchObject({
      education: "Professional",
      class: null,
    });
    const noClass = await update(me.cookie, me.profileId, { education: "College" });
    expect(noClass.statusCode).toBe(400);
    expect(fieldsOf(noClass)).toEqual({ class: MESSAGES.selectClass });
    const college = await update(me.cookie, me.profileId, { education: "College", class: 2028 });
    expect(college.statusCode, college.body).toBe(200);
    expect(await ownView(me.cookie, me.profileId)).toMatchObject({
      education: "College",
      class: 2028,
    });
  });

  it("keeps and invites an agent named later, once", async () => {
    const me = await adultAthlete();
    const agent = uniqueEmail("agent");
    const named = await update(me.cookie, me.profileId, { agentEmail: agent });
    expect(named.statusCode, named.body).toBe(200);
    expect(await ownView(me.cookie, me.profileId)).toMatchObject({ agentEmail: agent });
    const invitation = await t.sink.nth(agent, 1);
    expect(invitation.text).toContain(`${APP_URL}${ROUTES.agentJoin}?inviteId=`);
    // The same address again (the editor sends every answer) asks nobody a second time.
    const again = await update(me.cookie, me.profileId, { agentEmail: agent, team: "Lions" });
    expect(again.statusCode, again.body).toBe(200);
    expect(await countWhere(t.database.db, "outbox_emails.to_address", agent)).toBe(1);
  });

  it("edits an athlete who registered without a date of birth, who stays of unknown age", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const created = await createAthlete(t.app, athlete.cookie, { dateOfBirth: undefined });
    const profileId = created.json<{ data: { id: string } }>().data.id;
    const houston = await find(LOOKUP_PATHS.location, "Houston");
    const edited = await update(athlete.cookie, profileId, { team: "Lions", hometown: houston });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await minorOf(t.app, athlete.cookie)).toEqual({
      isMinor: null,
      guardianEmail: null,
      guardianConsent: "not_needed",
      dateOfBirth: null,
    });
  });

  it("moves the 18th birthday with the hometown's zone, and is an adult from that instant on", async () => {
    // Born 10 June: 18 at 00:00 in Los Angeles (PDT, 07:00 UTC), two hours after Austin. The
    // day before, so the session is still alive.
    at(`${Y}-06-09T12:00:00Z`);
    const guardian = uniqueEmail("parent");
    const minor = await minorAthlete(t.app, t.sink, `${Y - 18}-06-10`, guardian);
    const losAngeles = await find(LOOKUP_PATHS.location, "Los Angeles");
    const moved = await update(minor.cookie, minor.profileId, { hometown: losAngeles });
    expect(moved.statusCode, moved.body).toBe(200);
    at(`${Y}-06-10T06:00:00Z`);
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ isMinor: true });
    at(`${Y}-06-10T07:00:00.000Z`);
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ isMinor: false });
    // From that instant on, a guardian named is neither kept nor asked.
    const other = uniqueEmail("other-parent");
    const named = await update(minor.cookie, minor.profileId, { guardianEmail: other });
    expect(named.statusCode, named.body).toBe(200);
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ guardianEmail: guardian });
    expect(await tracesOf(t.database.db, [other])).toEqual([]);
  });

  it("answers a second get-started with a date under 13 as a conflict, keeping the account", async () => {
    const me = await adultAthlete();
    const again = await createAthlete(t.app, me.cookie, {
      dateOfBirth: `${Y - 12}-01-01`,
      guardianEmail: uniqueEmail("parent"),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.profileExists });
    expect((await call(t.app, "GET", "/api/profile/my", me.cookie)).statusCode).toBe(200);
  });

  it("refuses a date of birth of today as too young, not as a date in the future", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const today = await createAthlete(t.app, athlete.cookie, {
      dateOfBirth: `${Y}-06-01`,
      guardianEmail: uniqueEmail("parent"),
    });
    expect(today.statusCode).toBe(403);
    expect(today.json()).toMatchObject({ message: MESSAGES.tooYoungToJoin });
  });

  it("names the athlete in the guardian's e-mail by the names the account has", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const cases = [
      [{ lastName: null }, "Jordan asks for your consent to join Lineup"],
      [{ firstName: null, lastName: null }, "An athlete asks for your consent to join Lineup"],
    ] as const;
    for (const [names, subject] of cases) {
      const athlete = await signedInAthlete(t.app, t.sink);
      // As an account from a provider that gave no family name (or no name at all) has them.
      await t.database.db.update(users).set(names).where(eq(users.id, athlete.userId));
      const guardian = uniqueEmail("parent");
      const created = await createAthlete(t.app, athlete.cookie, {
        dateOfBirth: `${Y - 16}-04-02`,
        guardianEmail: guardian,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await t.sink.nth(guardian, 1)).subject).toBe(subject);
    }
  });
});
