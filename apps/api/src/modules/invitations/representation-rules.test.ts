// The rules of representation both sides agree to (docs/decisions/0065) and of the agent's list of
// invitations, one rule per test: who answers, who withdraws, what a second request does, one
// e-mail per address a day, the newest agent wins, and what each list and e-mail says.
import {
  ERROR_CODES,
  MESSAGES,
  type LocalSignUpBody,
  type RepresentationOverview,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "@api/db/schema";
import { APP_URL, athleteBody, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { call } from "@api-test/account-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const HOUR = 60 * 60 * 1000;

const agentBody = (email = uniqueEmail("agent")): LocalSignUpBody => ({
  email,
  password: "Quiet-Lantern-Orbit-7",
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

interface Sent {
  id: string;
  email: string;
  state: string;
  sentAt: string;
  expiresAt: string;
}

describe.each(DATABASE_KINDS)("representation rules on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => (t = started));

  const overview = async (cookie: string) => {
    const response = await call(t.app, "GET", "/api/representation", cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: RepresentationOverview }>().data;
  };
  const act = (cookie: string, id: string, action: "accept" | "decline" | "end") =>
    action === "end"
      ? call(t.app, "DELETE", `/api/representation/${id}`, cookie)
      : post(t.app, `/api/representation/${id}/${action}`, {}, cookie);
  const invite = (email: string, cookie: string) =>
    post(t.app, `/api/invite/athlete/${email}`, { email }, cookie);
  const nameAgent = (agentEmail: string, cookie: string) =>
    post(t.app, "/api/representation", { agentEmail }, cookie);
  const sent = async (cookie: string) => {
    const response = await call(t.app, "GET", "/api/invite/sent", cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Sent[] }>().data;
  };
  const mailsTo = async (address: string, mailKind?: string) =>
    (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)))
      .filter((mail) => !mailKind || mail.kind === mailKind)
      .map((mail) => ({ kind: mail.kind, subject: mail.subject }));
  const newAgent = () => signUpAndConfirm(t.app, t.sink, agentBody());
  const newAthlete = () => signUpAndConfirm(t.app, t.sink, athleteBody());
  /** An agent's request to an existing athlete's account, as the athlete sees it. */
  const askedBy = async (agent: { cookie: string }, athlete: { email: string; cookie: string }) => {
    expect((await invite(athlete.email, agent.cookie)).statusCode).toBe(200);
    const mine = (await sent(agent.cookie)).find((row) => row.email === athlete.email);
    return mine!.id;
  };

  it("lets only the side that was asked answer; the asker withdraws instead, and the request shows as ended", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    const id = await askedBy(agent, athlete);
    const missing = {
      statusCode: 404,
      code: ERROR_CODES.notFound,
      message: MESSAGES.representationMissing,
    };

    const selfAccepted = await act(agent.cookie, id, "accept");
    expect(selfAccepted.statusCode).toBe(404);
    expect(selfAccepted.json()).toEqual(missing);
    // The asked side declines; it does not withdraw what it did not ask.
    const withdrawnByAsked = await act(athlete.cookie, id, "end");
    expect(withdrawnByAsked.json()).toEqual(missing);
    expect((await overview(athlete.cookie)).incoming).toMatchObject([{ id }]);

    expect((await act(agent.cookie, id, "end")).json()).toEqual({ data: { ok: true } });
    expect(await overview(athlete.cookie)).toMatchObject({ incoming: [], current: [] });
    expect(await sent(agent.cookie)).toMatchObject([{ id, email: athlete.email, state: "ended" }]);
    const late = await act(athlete.cookie, id, "accept");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      statusCode: 409,
      code: ERROR_CODES.conflict,
      message: MESSAGES.representationDecided,
    });
  });

  it("shows a declined request as declined in the agent's list, dated when it was answered", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    const id = await askedBy(agent, athlete);
    clock.advance(HOUR);
    expect((await act(athlete.cookie, id, "decline")).statusCode).toBe(200);
    const [row] = await sent(agent.cookie);
    expect(row).toEqual({
      id,
      email: athlete.email,
      state: "declined",
      sentAt: row!.sentAt,
      expiresAt: row!.expiresAt,
    });
    expect(Date.parse(row!.expiresAt) - Date.parse(row!.sentAt)).toBeGreaterThanOrEqual(HOUR);
    expect(await overview(athlete.cookie)).toMatchObject({ incoming: [], current: [] });
  });

  it("links at once when an athlete names the agent who already asked them, e-mailing no one again", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    const id = await askedBy(agent, athlete);
    expect((await nameAgent(agent.email, athlete.cookie)).json()).toEqual({ data: { ok: true } });

    expect(await overview(athlete.cookie)).toMatchObject({
      current: [{ id, email: agent.email, name: "Morgan Agent" }],
      incoming: [],
      outgoing: [],
    });
    expect(await sent(agent.cookie)).toMatchObject([{ id, state: "accepted" }]);
    expect(await mailsTo(agent.email, "representation_request")).toEqual([]);
  });

  it("links at once, e-mailing no one, when an agent invites the athlete who already named them", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    expect((await nameAgent(agent.email, athlete.cookie)).statusCode).toBe(200);
    expect((await invite(athlete.email, agent.cookie)).json()).toEqual({
      data: { emailSent: false },
    });
    expect(await overview(agent.cookie)).toMatchObject({
      current: [{ email: athlete.email }],
      incoming: [],
    });
    expect(await mailsTo(athlete.email, "representation_request")).toEqual([]);
  });

  it("answers that no e-mail went out when an agent asks an athlete again while the request waits", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    expect((await invite(athlete.email, agent.cookie)).json()).toEqual({
      data: { emailSent: true },
    });
    clock.advance(24 * HOUR + 1000);
    expect((await invite(athlete.email, agent.cookie)).json()).toEqual({
      data: { emailSent: false },
    });
    expect((await overview(athlete.cookie)).incoming).toHaveLength(1);
    expect(await mailsTo(athlete.email, "representation_request")).toHaveLength(1);
  });

  it("keeps one waiting request when an athlete names the same agent twice, and makes none once they are linked", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    expect((await nameAgent(agent.email, athlete.cookie)).statusCode).toBe(200);
    expect((await nameAgent(agent.email, athlete.cookie)).statusCode).toBe(200);
    const asked = await overview(agent.cookie);
    expect(asked.incoming).toHaveLength(1);
    expect(await mailsTo(agent.email, "representation_request")).toEqual([
      {
        kind: "representation_request",
        subject: "Jordan Mitchell asks you to be their agent on Lineup",
      },
    ]);

    expect((await act(agent.cookie, asked.incoming[0]!.id, "accept")).statusCode).toBe(200);
    expect((await nameAgent(agent.email, athlete.cookie)).statusCode).toBe(200);
    expect(await overview(agent.cookie)).toMatchObject({ incoming: [], current: [{}] });
    expect((await overview(athlete.cookie)).outgoing).toEqual([]);
  });

  it("e-mails an account one request a day however many ask, and again after 24 hours", async () => {
    const agent = await newAgent();
    for (const _ of [1, 2]) {
      expect((await nameAgent(agent.email, (await newAthlete()).cookie)).statusCode).toBe(200);
    }
    expect((await overview(agent.cookie)).incoming).toHaveLength(2);
    expect(await mailsTo(agent.email, "representation_request")).toHaveLength(1);

    // Two agents ask one athlete: the second request waits for the athlete without an e-mail.
    const athlete = await newAthlete();
    expect((await invite(athlete.email, (await newAgent()).cookie)).json()).toEqual({
      data: { emailSent: true },
    });
    expect((await invite(athlete.email, (await newAgent()).cookie)).json()).toEqual({
      data: { emailSent: false },
    });
    expect((await overview(athlete.cookie)).incoming).toHaveLength(2);
    expect(await mailsTo(athlete.email, "representation_request")).toHaveLength(1);

    clock.advance(24 * HOUR + 1000);
    expect((await nameAgent(agent.email, (await newAthlete()).cookie)).statusCode).toBe(200);
    expect(await mailsTo(agent.email, "representation_request")).toHaveLength(2);
  });

  it("moves an athlete to the newest agent they accept, keeps the current one when they decline, and dates a link from its acceptance", async () => {
    const athlete = await newAthlete();
    const first = await newAgent();
    const firstId = await askedBy(first, athlete);
    expect((await act(athlete.cookie, firstId, "accept")).statusCode).toBe(200);

    const declined = await newAgent();
    const declinedId = await askedBy(declined, athlete);
    expect((await act(athlete.cookie, declinedId, "decline")).statusCode).toBe(200);
    expect((await overview(athlete.cookie)).current).toMatchObject([{ id: firstId }]);

    const newest = await newAgent();
    const newestId = await askedBy(newest, athlete);
    const { sentAt } = (await overview(athlete.cookie)).incoming[0]!;
    clock.advance(HOUR);
    expect((await act(athlete.cookie, newestId, "accept")).statusCode).toBe(200);
    const [link] = (await overview(athlete.cookie)).current;
    expect(link).toMatchObject({ id: newestId, email: newest.email });
    expect(Date.parse(link!.since) - Date.parse(sentAt)).toBeGreaterThanOrEqual(HOUR);
    expect((await overview(first.cookie)).current).toEqual([]);
    expect(await sent(first.cookie)).toMatchObject([{ id: firstId, state: "ended" }]);

    // Ending the link from the athlete's side shows it ended to the agent too.
    expect((await act(athlete.cookie, newestId, "end")).statusCode).toBe(200);
    expect(await sent(newest.cookie)).toMatchObject([{ id: newestId, state: "ended" }]);
    expect((await overview(athlete.cookie)).current).toEqual([]);
  });

  it("answers accepts and declines sent at once with one success and a 409 for each other, never an error", async () => {
    const agent = await newAgent();
    const athlete = await newAthlete();
    const id = await askedBy(agent, athlete);
    const answers = await Promise.all(
      (["accept", "decline", "accept", "decline", "accept", "decline"] as const).map((answer) =>
        act(athlete.cookie, id, answer),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      message: MESSAGES.representationDecided,
    });
  });

  it("withdraws the waiting request when the athlete names the agent whose invitation reached them, and links them", async () => {
    const agent = await newAgent();
    const address = uniqueEmail("invited-twice");
    expect((await invite(address, agent.cookie)).json()).toEqual({ data: { emailSent: true } });
    await t.sink.nth(address, 1);
    // The athlete signs up at that address without the link; the agent asks the account too.
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody({ email: address }));
    expect((await invite(address, agent.cookie)).json()).toEqual({ data: { emailSent: false } });
    expect((await overview(athlete.cookie)).incoming).toHaveLength(1);

    const profile = await post(
      t.app,
      "/api/profile/athlete/create",
      { ...(await validAthleteBody(t.app)), agentEmail: agent.email },
      athlete.cookie,
    );
    expect(profile.statusCode).toBe(201);
    expect(await overview(athlete.cookie)).toMatchObject({
      current: [{ email: agent.email }],
      incoming: [],
      outgoing: [],
    });
    const states = (await sent(agent.cookie)).map((row) => row.state).sort();
    expect(states).toEqual(["ended", "joined"]);
    expect(await mailsTo(agent.email, "agent_linked")).toEqual([
      { kind: "agent_linked", subject: "Jordan Mitchell named you as their agent" },
    ]);
  });

  it("shows no inviter to an agent who joined through an athlete's invitation", async () => {
    const athlete = await newAthlete();
    const agentEmail = uniqueEmail("named");
    expect((await nameAgent(agentEmail, athlete.cookie)).statusCode).toBe(200);
    const mail = await t.sink.nth(agentEmail, 1);
    expect(await mailsTo(agentEmail)).toEqual([
      { kind: "agent_invitation", subject: "Jordan Mitchell named you as their agent on Lineup" },
    ]);
    const inviteId = linkIn(mail, APP_URL).searchParams.get("inviteId")!;
    const agent = await signUpAndConfirm(t.app, t.sink, { ...agentBody(agentEmail), inviteId });
    const seen = await overview(agent.cookie);
    expect(seen).toMatchObject({ current: [{ email: athlete.email }], invitedBy: null });
  });
});
