import { MESSAGES, SUFFIXES } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens, sessions, users } from "@api/db/schema";
import { hashToken } from "@api/identity";
import { APP_URL, SESSION, athleteBody, post, uniqueEmail } from "@api-test/auth-helpers";
import { type SmtpSink, linkIn } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("sign-up and e-mail confirmation on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });

  it("creates an unconfirmed account and e-mails a confirmation link in HTML and text", async () => {
    const body = athleteBody({ email: uniqueEmail("Mixed.Case").toUpperCase() });
    const response = await post(t.app, "/api/auth/local/signUp", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { email: body.email.toLowerCase(), role: "athlete", emailConfirmed: false },
    });
    expect(response.headers["set-cookie"]).toBeUndefined();

    const mail = await sink.nth(body.email, 1);
    expect(mail.subject).toBe("Confirm your email for Lineup");
    const link = linkIn(mail, APP_URL);
    expect(link.pathname).toBe("/auth/confirmation-redirect-page");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.toString().replaceAll("&", "&amp;"));

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email.toLowerCase()));
    expect(row).toMatchObject({
      role: "athlete",
      profileType: "Athlete",
      emailConfirmedAt: null,
      phoneNumber: "+12015550123",
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a second account for the same address with 409, whatever its case", async () => {
    const body = athleteBody();
    expect((await post(t.app, "/api/auth/local/signUp", body)).statusCode).toBe(201);
    const again = await post(t.app, "/api/auth/local/signUp", {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "CONFLICT",
      statusCode: 409,
      message: MESSAGES.emailTaken,
    });
  });

  it.each([
    ["a 5-character password", { password: "abcde" }, "password", MESSAGES.passwordMin6],
    ["a 7-character password", { password: "abcdefg" }, "password", MESSAGES.passwordMin8],
    ["a 129-character password", { password: "x".repeat(129) }, "password", MESSAGES.passwordMax],
    ["a common password", { password: "password123" }, "password", MESSAGES.passwordTooCommon],
    ["an invalid phone", { phoneNumber: "123" }, "phoneNumber", MESSAGES.invalidPhone],
    ["an athlete without phone", { phoneNumber: undefined }, "phoneNumber", MESSAGES.phoneRequired],
    ["a bad e-mail", { email: "not-an-email" }, "email", MESSAGES.invalidEmail],
    [
      "a short first name",
      { personalInfo: { firstName: "Al", lastName: "Smith" } },
      "personalInfo.firstName",
      MESSAGES.nameMin,
    ],
    [
      "a short middle name",
      { personalInfo: { firstName: "Alan", lastName: "Smith", middleName: "Q" } },
      "personalInfo.middleName",
      MESSAGES.nameMin,
    ],
    [
      "an unknown suffix",
      { personalInfo: { firstName: "Alan", lastName: "Smith", suffix: "Esq" as never } },
      "personalInfo.suffix",
      `Invalid option: expected one of ${SUFFIXES.map((suffix) => `"${suffix}"`).join("|")}`,
    ],
    [
      "a business without its name",
      { profileType: "Business" as const, personalInfo: undefined },
      "businessName",
      MESSAGES.businessNameRequired,
    ],
  ])("answers 400 naming the field for %s", async (_label, change, field, message) => {
    const response = await post(t.app, "/api/auth/local/signUp", athleteBody(change));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fields: Record<string, string> }>();
    expect(body.fields).toHaveProperty([field]);
    expect(body.fields[field]).toBe(message);
  });

  it("derives the role from the profile type and refuses a role in the body", async () => {
    const agent = { ...athleteBody(), profileType: undefined, phoneNumber: undefined };
    const withRole = await post(t.app, "/api/auth/local/signUp", { ...agent, role: "business" });
    expect(withRole.statusCode).toBe(400);
    expect(withRole.json()).toEqual({
      message: MESSAGES.invalidRequest,
      code: "VALIDATION_ERROR",
      statusCode: 400,
      fields: { role: MESSAGES.fieldNotAccepted },
    });
    const response = await post(t.app, "/api/auth/local/signUp", agent);
    expect(response.json()).toMatchObject({ data: { role: "agent" } });
    const business = await post(t.app, "/api/auth/local/signUp", {
      email: uniqueEmail("biz"),
      password: "Quiet-Lantern-Orbit-7",
      businessName: "Summit Sports",
      profileType: "Business",
    });
    expect(business.json()).toMatchObject({ data: { role: "business" } });
  });

  it("confirms through the e-mailed token once, signing the person in", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const token = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");

    const confirmed = await post(t.app, "/api/auth/confirm-email", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { role: "athlete", emailConfirmed: true, profileType: "Athlete" },
    });
    const cookie = confirmed.cookies.find((c) => c.name === SESSION)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mine = await t.app.inject({
      url: "/api/profile/my",
      headers: { cookie: cookieFrom(confirmed, SESSION) },
    });
    expect(mine.json()).toMatchObject({
      data: { profile: null, profileType: "Athlete", account: { email: body.email } },
    });

    // Only hashes are stored: neither the e-mailed token nor the cookie's appears in the tables.
    const tokenRows = await t.database.db.select().from(oneTimeTokens);
    expect(tokenRows.some((r) => r.tokenHash === hashToken(token!))).toBe(true);
    expect(JSON.stringify(tokenRows)).not.toContain(token);
    const sessionRows = await t.database.db.select().from(sessions);
    expect(sessionRows.some((r) => r.tokenHash === hashToken(cookie.value))).toBe(true);
    expect(JSON.stringify(sessionRows)).not.toContain(cookie.value);

    // Used once: opened again it only says so (confirmation-reopened.test.ts), signing nobody in.
    const reused = await post(t.app, "/api/auth/confirm-email", { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: "EMAIL_ALREADY_CONFIRMED",
      message: MESSAGES.emailAlreadyConfirmed,
    });
    expect(reused.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("lets a confirmation link expire after 24 hours", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const token = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await post(t.app, "/api/auth/confirm-email", { token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("resends a confirmation for a waiting account and answers the same for any address", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    await sink.nth(body.email, 1);
    const known = await post(t.app, "/api/auth/resend-confirmation", { email: body.email });
    const unknown = await post(t.app, "/api/auth/resend-confirmation", {
      email: uniqueEmail("nobody"),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const second = await sink.nth(body.email, 2);
    expect(linkIn(second, APP_URL).searchParams.get("token")).toBeTruthy();
  });

  it("answers 400 for a blank e-mail on resend with the spec's words", async () => {
    const response = await post(t.app, "/api/auth/resend-confirmation", { email: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { email: MESSAGES.enterEmail } });
  });
});
