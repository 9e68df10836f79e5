import { ERROR_CODES, ERROR_STATUS, type LocalSignUpBody } from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "@api/db/schema";
import {
  APP_URL,
  GOOD_PASSWORD,
  SESSION,
  athleteBody,
  post,
  signUpAndConfirm,
  uniqueEmail,
} from "@api-test/auth-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const agentBody = (email = uniqueEmail("agent")): LocalSignUpBody => ({
  email,
  password: "Quiet-Lantern-Orbit-7",
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

/** The sign-up answer carries who signed up and nothing else: no secret, no contact detail. */
function expectOnlyTheAnswer(body: string, email: string, emailConfirmed: boolean) {
  expect(JSON.parse(body)).toEqual({ data: { email, role: "athlete", emailConfirmed } });
  for (const secret of ["password", "hash", "token", "phone", "price", "birth", "invite"]) {
    expect(body).not.toMatch(new RegExp(secret, "i"));
  }
}

describe.each(DATABASE_KINDS)(
  "an agent's invitation proves the athlete's address, on %s",
  (kind) => {
    let t: TestApp;
    const clock = new TestClock();
    useMailedApp(kind, clock, (started) => (t = started));

    /** An agent invites `address`; answers the invitation's token from the e-mailed link. */
    async function invitationTo(address: string): Promise<string> {
      const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
      const sent = await post(
        t.app,
        `/api/invite/athlete/${address}`,
        { email: address },
        agent.cookie,
      );
      expect(sent.json()).toEqual({ data: { emailSent: true } });
      return linkIn(await t.sink.nth(address, 1), APP_URL).searchParams.get("invite")!;
    }
    const confirmationsTo = async (address: string) =>
      t.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, "confirmation")));
    const my = (cookie: string) => t.app.inject({ url: "/api/profile/my", headers: { cookie } });
    const signIn = (email: string) =>
      post(t.app, "/api/auth/local/signIn", { email, password: GOOD_PASSWORD });

    it("confirms and signs in at once an athlete who signs up with the invitation sent to their address (any case)", async () => {
      const invited = uniqueEmail("proved");
      const token = await invitationTo(invited);

      const signedUp = await post(
        t.app,
        "/api/auth/local/signUp",
        athleteBody({ email: invited.toUpperCase(), inviteId: token }),
      );
      expect(signedUp.statusCode).toBe(201);
      expectOnlyTheAnswer(signedUp.body, invited, true);
      const cookie = cookieFrom(signedUp, SESSION);
      const session = signedUp.cookies.find((c) => c.name === SESSION)!;
      expect(session.httpOnly).toBe(true);

      // The session is a real one: the account is confirmed and knows its invitation.
      const me = await my(cookie);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        data: { account: { email: invited, role: "athlete", emailConfirmed: true } },
      });
      const overview = await t.app.inject({ url: "/api/representation", headers: { cookie } });
      expect(overview.json()).toMatchObject({ data: { invitedBy: { name: "Morgan Agent" } } });
      // No link to confirm what is already proved; the password signs in as usual.
      expect(await confirmationsTo(invited)).toHaveLength(0);
      expect((await signIn(invited)).statusCode).toBe(200);
    });

    it("leaves an athlete who signs up with the invitation under another address unconfirmed, with no session", async () => {
      const token = await invitationTo(uniqueEmail("invited"));
      const other = uniqueEmail("other-address");

      const signedUp = await post(
        t.app,
        "/api/auth/local/signUp",
        athleteBody({ email: other, inviteId: token }),
      );
      expect(signedUp.statusCode).toBe(201);
      expectOnlyTheAnswer(signedUp.body, other, false);
      expect(signedUp.cookies.find((c) => c.name === SESSION)).toBeUndefined();
      expect(await confirmationsTo(other)).toHaveLength(1);
      const refused = await signIn(other);
      expect(refused.statusCode).toBe(ERROR_STATUS[ERROR_CODES.emailNotConfirmed]);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.emailNotConfirmed });
    });

    it("proves nothing with an invitation already used, a crafted one, or none", async () => {
      const invited = uniqueEmail("used");
      const token = await invitationTo(invited);
      // Someone else signed up through the link first: the invitation is used up.
      await post(
        t.app,
        "/api/auth/local/signUp",
        athleteBody({ email: uniqueEmail("first"), inviteId: token }),
      );

      for (const body of [
        athleteBody({ email: invited, inviteId: token }),
        athleteBody({ inviteId: "crafted-invitation-id-0000000000" }),
        athleteBody(),
      ]) {
        const signedUp = await post(t.app, "/api/auth/local/signUp", body);
        expect(signedUp.statusCode).toBe(201);
        expectOnlyTheAnswer(signedUp.body, body.email, false);
        expect(signedUp.cookies.find((c) => c.name === SESSION)).toBeUndefined();
        expect(await confirmationsTo(body.email)).toHaveLength(1);
      }
    });

    it("proves nothing with an expired invitation: the sign-up waits for its confirmation link", async () => {
      const invited = uniqueEmail("late");
      const token = await invitationTo(invited);
      clock.advance(24 * 60 * 60 * 1000 + 1000);

      const signedUp = await post(
        t.app,
        "/api/auth/local/signUp",
        athleteBody({ email: invited, inviteId: token }),
      );
      expect(signedUp.statusCode).toBe(201);
      expectOnlyTheAnswer(signedUp.body, invited, false);
      expect(signedUp.cookies.find((c) => c.name === SESSION)).toBeUndefined();
      expect(await confirmationsTo(invited)).toHaveLength(1);
    });
  },
);
