// The e-mail change link under a real race (DESIGN.md "Security": single-use tokens, one
// conditional UPDATE). Several requests of one app reach PostgreSQL's pool at the same moment;
// PGlite would serialise them, so only PostgreSQL can show this.
import { MESSAGES, ROUTES, type AccountSettings } from "@lineup/shared";
import { expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL, GOOD_PASSWORD, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import { linkIn, type SmtpSink } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { describeOnPostgres } from "@api-test/test-database";

const RACERS = 5;

describeOnPostgres("the e-mail change link opened many times at once", () => {
  let t: TestApp;
  let sink: SmtpSink;
  useMailedApp("postgres", new TestClock(), (started) => ({ sink } = t = started));

  const ask = (cookie: string, email: string) =>
    call(t.app, "POST", "/api/account/email-change", cookie, { email, password: GOOD_PASSWORD });
  const confirm = (token: string) =>
    call(t.app, "POST", "/api/account/email-change/confirm", undefined, { token });
  const settings = async (cookie: string) =>
    (await call(t.app, "GET", "/api/account", cookie)).json<{ data: AccountSettings }>().data;
  const tokenIn = async (address: string, n: number) => {
    const link = linkIn(await sink.nth(address, n), APP_URL);
    expect(link.pathname).toBe(ROUTES.confirmEmailChange);
    return link.searchParams.get("token")!;
  };
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

  it("moves the account once, tells the old address once, and refuses every other use", async () => {
    for (let round = 0; round < 3; round++) {
      const { email, cookie } = await signUpAndConfirm(t.app, sink);
      const next = uniqueEmail(`race-${round}`);
      expect((await ask(cookie, next)).statusCode).toBe(200);
      const token = await tokenIn(next, 1);

      const answers = await Promise.all(Array.from({ length: RACERS }, () => confirm(token)));
      expect(statuses(answers), `round ${round}`).toEqual([200, 400, 400, 400, 400]);
      for (const refused of answers.filter((a) => a.statusCode === 400)) {
        expect(refused.json()).toMatchObject({
          code: "INVALID_TOKEN",
          message: MESSAGES.invalidEmailChangeLink,
        });
      }
      expect(await settings(cookie)).toMatchObject({ email: next, pendingEmail: null });
      // Sign-up's confirmation, the warning, then one notice however many clicks: all sent.
      expect((await sink.nth(email, 3)).subject).toBe("Your Lineup email has changed");
      await t.app.outbox.runOnce();
      expect(sink.to(email), `round ${round}`).toHaveLength(3);
    }
  });

  it("gives an address asked for by two accounts to the first link opened, 409 to the other", async () => {
    for (let round = 0; round < 3; round++) {
      const first = await signUpAndConfirm(t.app, sink);
      const second = await signUpAndConfirm(t.app, sink);
      const wanted = uniqueEmail(`wanted-${round}`);
      expect((await ask(first.cookie, wanted)).statusCode).toBe(200);
      expect((await ask(second.cookie, wanted)).statusCode).toBe(200);
      const tokens = [await tokenIn(wanted, 1), await tokenIn(wanted, 2)];

      const answers = await Promise.all(tokens.map(confirm));
      expect(statuses(answers), `round ${round}: ${answers.map((a) => a.body).join(" ")}`).toEqual([
        200, 409,
      ]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
        code: "CONFLICT",
        fields: { email: MESSAGES.emailTaken },
      });
      const emails = [(await settings(first.cookie)).email, (await settings(second.cookie)).email];
      expect(
        emails.filter((e) => e === wanted),
        `round ${round}`,
      ).toHaveLength(1);
      expect(emails).toContain(emails[0] === wanted ? second.email : first.email);
    }
  });
});
