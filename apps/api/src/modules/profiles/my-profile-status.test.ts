import { signUpBody, freshEmail } from "@lineup/test-kit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@api/db/schema";
import { post, signUpAndConfirm } from "@api-test/auth-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("account status in /api/profile/my on %s", (kind) => {
  let t: TestApp;
  useMailedApp(kind, new TestClock(), (started) => (t = started));
  const mine = (cookie: string) => t.app.inject({ url: "/api/profile/my", headers: { cookie } });

  it.each(["athlete", "business", "individual", "agent"] as const)(
    "starts a new %s on the waiting list and names the role",
    async (role) => {
      const { cookie } = await signUpAndConfirm(t.app, t.sink, signUpBody(role, freshEmail(role)));
      expect((await mine(cookie)).json()).toMatchObject({
        data: { account: { role, status: "pending", statusMessage: null } },
      });
    },
  );

  it("answers the operator's status and message as the database holds them", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, t.sink);
    const message = "Please add a photo where your face is visible.";
    await t.database.db
      .update(users)
      .set({ status: "changes_requested", statusMessage: message })
      .where(eq(users.email, email));
    expect((await mine(cookie)).json()).toMatchObject({
      data: { account: { status: "changes_requested", statusMessage: message } },
    });
  });

  it("says registration is complete only once the success screen has marked it", async () => {
    const { cookie } = await signUpAndConfirm(t.app, t.sink);
    const completed = async () =>
      (await mine(cookie)).json<{ data: { account: { registrationCompleted: boolean } } }>().data
        .account.registrationCompleted;
    expect(await completed()).toBe(false);
    expect((await post(t.app, "/api/account/registration-complete", {}, cookie)).statusCode).toBe(
      200,
    );
    expect(await completed()).toBe(true);
  });

  it("never carries a price, a password hash or a token", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, t.sink);
    expect(
      (await post(t.app, "/api/profile/athlete/create", await validAthleteBody(t.app), cookie))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(t.app, "/api/service/add", { name: "Lesson", price: 987.65 }, cookie)).statusCode,
    ).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const body = (await mine(cookie)).body;
    expect(body).not.toContain("987.65");
    expect(body).not.toMatch(/price|password|token/i);
    expect(body).not.toContain(row!.passwordHash!);
    expect(body).not.toContain(cookie.split("=")[1]!);
  });
});
