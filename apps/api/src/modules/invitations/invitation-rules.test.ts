// What an agent's invitation does and how the agent's list and an invitation link read: whom an
// agent may invite, how the inviter is named, the order and the contents of the sent list, and what
// becomes of an invitation when its invitee leaves.
import { ERROR_CODES, MESSAGES, type LocalSignUpBody } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "@api/db/schema";
import { insertUser } from "@api/identity";
import {
  APP_URL,
  GOOD_PASSWORD,
  SESSION,
  athleteBody,
  post,
  signUpAndConfirm,
  uniqueEmail,
} from "@api-test/auth-helpers";
import { call } from "@api-test/account-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { createInvitation } from "./invitation-repository";

const agentBody = (email = uniqueEmail("agent")): LocalSignUpBody => ({
  email,
  password: GOOD_PASSWORD,
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

describe.each(DATABASE_KINDS)("an agent's invitations on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => (t = started));

  const invite = (email: string, cookie: string, pathEmail = email) =>
    post(t.app, `/api/invite/athlete/${pathEmail}`, { email }, cookie);
  const sent = async (cookie: string) => {
    const response = await call(t.app, "GET", "/api/invite/sent", cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: string; email: string; state: string }[] }>().data;
  };
  const mailsTo = async (address: string) =>
    (
      await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address))
    ).map((mail) => mail.kind);
  /** An account made straight in the database, with only the names given. */
  const agentNamed = async (names: { businessName?: string } = {}) =>
    (await insertUser(t.database.db, {
      email: uniqueEmail("bare-agent"),
      role: "agent",
      ...names,
    }))!;
  /** Sign-up through an invitation to this very address: the invitation proves it, no e-mail. */
  const joinThrough = async (email: string, inviteId: string) => {
    const response = await post(t.app, "/api/auth/local/signUp", athleteBody({ email, inviteId }));
    expect(response.statusCode).toBe(201);
    return { email, cookie: cookieFrom(response, SESSION) };
  };
  const describeLink = async (token: string) =>
    (await call(t.app, "GET", `/api/invite/${token}`)).json<{ data: { inviterName: string } }>();

  it("refuses an agent inviting their own address, on the address field", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const response = await invite(agent.email, agent.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: ERROR_CODES.validation,
      message: "You cannot invite yourself.",
      fields: { email: "You cannot invite yourself." },
    });
    expect(await sent(agent.cookie)).toEqual([]);
  });

  it("refuses a path address that differs from the body's, on the address field, and accepts one in other letter case", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const mismatch = await invite(uniqueEmail("body"), agent.cookie, uniqueEmail("path"));
    expect(mismatch.json()).toEqual({
      statusCode: 400,
      code: ERROR_CODES.validation,
      message: MESSAGES.inviteEmailMismatch,
      fields: { email: MESSAGES.inviteEmailMismatch },
    });
    const address = uniqueEmail("mixed-case");
    const shouted = await invite(address, agent.cookie, ` ${address.toUpperCase()}`);
    expect(shouted.json()).toEqual({ data: { emailSent: true } });
    expect(await mailsTo(address)).toEqual(["athlete_invitation"]);
  });

  it("sends nothing when the address belongs to an agent or a business", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const otherAgent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const business = await signUpAndConfirm(t.app, t.sink, {
      email: uniqueEmail("biz"),
      password: GOOD_PASSWORD,
      businessName: "Summit Sports Co",
      profileType: "Business",
    });
    for (const account of [otherAgent, business]) {
      expect((await invite(account.email, agent.cookie)).json()).toEqual({
        data: { emailSent: false },
      });
      expect(await mailsTo(account.email)).toEqual(["confirmation"]);
      const seen = await call(t.app, "GET", "/api/representation", account.cookie);
      expect(seen.json()).toMatchObject({ data: { incoming: [], outgoing: [], current: [] } });
    }
    expect(await sent(agent.cookie)).toEqual([]);
  });

  it("refuses the sent list to anyone but an agent", async () => {
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const response = await call(t.app, "GET", "/api/invite/sent", athlete.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: ERROR_CODES.forbidden,
      message: MESSAGES.onlyAgentsInvite,
    });
  });

  it("lists the agent's invitations and requests newest first, and not the requests athletes made to the agent", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const oldest = uniqueEmail("oldest");
    const newest = uniqueEmail("newest");
    await invite(oldest, agent.cookie);
    await invite(athlete.email, agent.cookie);
    await invite(newest, agent.cookie);
    // Another athlete asks this agent: a request to the agent, not one the agent sent.
    const asking = await signUpAndConfirm(t.app, t.sink, athleteBody());
    expect(
      (await post(t.app, "/api/representation", { agentEmail: agent.email }, asking.cookie))
        .statusCode,
    ).toBe(200);

    const rows = await sent(agent.cookie);
    expect(rows.map((row) => [row.email, row.state])).toEqual([
      [newest, "sent"],
      [athlete.email, "sent"],
      [oldest, "sent"],
    ]);
  });

  it("names the inviter of a link by their name, else their business name, else their address", async () => {
    const named = await signUpAndConfirm(t.app, t.sink, agentBody());
    const address = uniqueEmail("named-inviter");
    await invite(address, named.cookie);
    const token = linkIn(await t.sink.nth(address, 1), APP_URL).searchParams.get("invite")!;
    expect((await call(t.app, "GET", `/api/invite/${token}`)).json()).toEqual({
      data: {
        kind: "agent_invites_athlete",
        email: address,
        inviterEmail: named.email,
        inviterName: "Morgan Agent",
      },
    });

    const agency = await agentNamed({ businessName: "Summit Agency" });
    const bare = await agentNamed();
    const linkOf = (inviterId: string) =>
      createInvitation(
        t.database.db,
        "agent_invites_athlete",
        inviterId,
        uniqueEmail("to"),
        clock.now(),
      );
    expect((await describeLink(await linkOf(agency.id))).data.inviterName).toBe("Summit Agency");
    expect((await describeLink(await linkOf(bare.id))).data.inviterName).toBe(bare.email);
  });

  it("shows an athlete the agent who invited them as a Lineup member when that agent has no name, even once another agent asks", async () => {
    const bare = await agentNamed();
    const address = uniqueEmail("invited-by-bare");
    const token = await createInvitation(
      t.database.db,
      "agent_invites_athlete",
      bare.id,
      address,
      clock.now(),
    );
    const athlete = await joinThrough(address, token);
    const invitedBy = async () =>
      (await call(t.app, "GET", "/api/representation", athlete.cookie)).json<{
        data: { invitedBy: unknown; incoming: unknown[] };
      }>().data;
    expect((await invitedBy()).invitedBy).toEqual({ name: "A Lineup member", email: bare.email });

    const other = await signUpAndConfirm(t.app, t.sink, agentBody());
    await invite(athlete.email, other.cookie);
    expect(await invitedBy()).toMatchObject({
      invitedBy: { name: "A Lineup member", email: bare.email },
      incoming: [{ name: "Morgan Agent" }],
    });

    const agency = await agentNamed({ businessName: "Summit Agency" });
    const second = uniqueEmail("invited-by-agency");
    const agencyToken = await createInvitation(
      t.database.db,
      "agent_invites_athlete",
      agency.id,
      second,
      clock.now(),
    );
    const joined = await joinThrough(second, agencyToken);
    expect((await call(t.app, "GET", "/api/representation", joined.cookie)).json()).toMatchObject({
      data: { invitedBy: { name: "Summit Agency", email: agency.email } },
    });
  });

  it("keeps the invitations an agent sent in their data export, and drops one whose athlete deleted their account", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const address = uniqueEmail("leaver");
    await invite(address, agent.cookie);
    const token = linkIn(await t.sink.nth(address, 1), APP_URL).searchParams.get("invite")!;
    const athlete = await joinThrough(address, token);
    const exported = await call(t.app, "GET", "/api/account/export", agent.cookie);
    expect(exported.statusCode).toBe(200);
    const { invitationsSent } = exported.json<{
      data: { invitationsSent: { kind: string; email: string; joinedAt: string | null }[] };
    }>().data;
    expect(invitationsSent).toMatchObject([
      { kind: "agent_invites_athlete", email: address, joinedAt: expect.any(String) },
    ]);
    expect(await sent(agent.cookie)).toMatchObject([{ email: address, state: "joined" }]);

    const deleted = await call(t.app, "DELETE", "/api/account", athlete.cookie, {
      password: GOOD_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await sent(agent.cookie)).toEqual([]);
  });
});
