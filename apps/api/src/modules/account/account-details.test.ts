import { MESSAGES, USER_ROLES, type AccountSettings, type UserRole } from "@lineup/shared";
import { signUpBody } from "@lineup/test-kit";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const SETTINGS_KEYS = [
  "id",
  "email",
  "role",
  "profileType",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "businessName",
  "phoneNumber",
  "hasPassword",
  "providers",
  "pendingEmail",
  "recentSignInUntil",
];

describe.each(DATABASE_KINDS)("Settings: GET and PATCH /api/account on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => ({ sink } = t = started));

  const person = (role: UserRole) =>
    signUpAndConfirm(t.app, sink, signUpBody(role, uniqueEmail(role)));
  const patch = (cookie: string | undefined, body: unknown) =>
    call(t.app, "PATCH", "/api/account", cookie, body);
  const settings = async (cookie: string) =>
    (await call(t.app, "GET", "/api/account", cookie)).json<{ data: AccountSettings }>().data;

  it.each(USER_ROLES)(
    "answers a %s's account as Settings shows it, never a hash or token",
    async (role) => {
      const { email, cookie } = await person(role);
      const answer = await call(t.app, "GET", "/api/account", cookie);
      expect(answer.statusCode).toBe(200);
      const data = answer.json<{ data: AccountSettings }>().data;
      expect(Object.keys(data).sort()).toEqual([...SETTINGS_KEYS].sort());
      expect(data).toMatchObject({
        email,
        role,
        hasPassword: true,
        providers: [],
        pendingEmail: null,
        phoneNumber: "+12015550123",
      });
      expect(new Date(data.recentSignInUntil).getTime()).toBeGreaterThan(clock.now().getTime());
      expect(answer.body).not.toMatch(/argon2|passwordHash|token/i);
      expect(answer.body).not.toContain(cookie.split("=")[1]);
    },
  );

  it("changes a person's names, suffix and phone (stored as E.164); a blank optional field clears", async () => {
    const { cookie } = await person("athlete");
    const changed = await patch(cookie, {
      firstName: "  Riley ",
      middleName: "Quinn",
      lastName: "Stone",
      suffix: "Jr",
      phoneNumber: "(415) 555-0188",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      data: {
        firstName: "Riley",
        middleName: "Quinn",
        lastName: "Stone",
        suffix: "Jr",
        phoneNumber: "+14155550188",
      },
    });
    const cleared = await patch(cookie, { middleName: "", suffix: "" });
    expect(cleared.json()).toMatchObject({
      data: { firstName: "Riley", middleName: null, suffix: null, phoneNumber: "+14155550188" },
    });
    // The header's name comes from here too.
    const my = await call(t.app, "GET", "/api/profile/my", cookie);
    expect(my.json()).toMatchObject({
      data: { account: { firstName: "Riley", lastName: "Stone" } },
    });
  });

  it("applies the sign-up rules with their messages", async () => {
    const { cookie } = await person("athlete");
    const before = await settings(cookie);
    const refused = await patch(cookie, {
      firstName: "",
      lastName: "Al",
      middleName: "Jo",
      suffix: "Esq",
      phoneNumber: "12",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: {
        firstName: MESSAGES.firstNameRequired,
        lastName: MESSAGES.nameMin,
        middleName: MESSAGES.nameMin,
        phoneNumber: MESSAGES.invalidPhone,
      },
    });
    expect(refused.json<{ fields: Record<string, string> }>().fields.suffix).toBeDefined();
    // An athlete keeps a phone; other people may go without.
    const noPhone = await patch(cookie, { phoneNumber: "" });
    expect(noPhone.json()).toMatchObject({ fields: { phoneNumber: MESSAGES.phoneRequired } });
    expect(await settings(cookie)).toEqual(before);

    const individual = await person("individual");
    expect((await patch(individual.cookie, { phoneNumber: "" })).json()).toMatchObject({
      data: { phoneNumber: null },
    });
  });

  it("lets a business change its name, never give itself personal names, and a person never a business name", async () => {
    const business = await person("business");
    expect((await patch(business.cookie, { businessName: "Harbor Gym" })).json()).toMatchObject({
      data: { businessName: "Harbor Gym", firstName: null },
    });
    const named = await patch(business.cookie, { firstName: "Riley", lastName: "Stone" });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ fields: { firstName: expect.any(String) } });
    expect((await patch(business.cookie, { businessName: " " })).json()).toMatchObject({
      fields: { businessName: MESSAGES.businessNameRequired },
    });

    const agent = await person("agent");
    const asBusiness = await patch(agent.cookie, { businessName: "Agency" });
    expect(asBusiness.statusCode).toBe(400);
    expect((await settings(agent.cookie)).businessName).toBeNull();
  });

  it("lets an agent change their name, which is all an agent entered (decision 0076)", async () => {
    const agent = await person("agent");
    const renamed = await patch(agent.cookie, { firstName: "Morgan", lastName: "Reyes" });
    expect(renamed.statusCode).toBe(200);
    expect(await settings(agent.cookie)).toMatchObject({ firstName: "Morgan", lastName: "Reyes" });
    const mine = await call(t.app, "GET", "/api/profile/my", agent.cookie);
    expect(mine.json()).toMatchObject({
      data: { account: { firstName: "Morgan", lastName: "Reyes" } },
    });
  });

  it("refuses a field it does not know, and never takes a role, an e-mail or a password from the body", async () => {
    const { cookie } = await person("individual");
    for (const body of [{ role: "business" }, { email: "x@example.com" }, { passwordHash: "x" }]) {
      const answer = await patch(cookie, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect(await settings(cookie)).toMatchObject({ role: "individual" });
  });

  it("needs a session, and a session changes only its own account", async () => {
    expect((await call(t.app, "GET", "/api/account")).statusCode).toBe(401);
    expect((await patch(undefined, { firstName: "Mallory" })).statusCode).toBe(401);
    const mine = await person("athlete");
    const theirs = await person("athlete");
    await patch(theirs.cookie, { firstName: "Mallory" });
    expect(await settings(mine.cookie)).toMatchObject({ email: mine.email, firstName: "Jordan" });
    expect(await settings(theirs.cookie)).toMatchObject({
      email: theirs.email,
      firstName: "Mallory",
    });
  });
});
