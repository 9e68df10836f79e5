import type { LocalSignUpBody, RepresentationOverview } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "@api/db/schema";
import { APP_URL, athleteBody, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const agentBody = (email = uniqueEmail("agent")): LocalSignUpBody => ({
  email,
  password: "Quiet-Lantern-Orbit-7",
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

/** What no representation answer may carry, whoever asks. */
function expectNothingPrivate(body: string) {
  for (const secret of ["password", "hash", "token", "price", "Cents"]) {
    expect(body).not.toMatch(new RegExp(secret, "i"));
  }
}

describe.each(DATABASE_KINDS)("representation both sides agree to, on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => (t = started));

  const overview = async (cookie: string) => {
    const response = await t.app.inject({ url: "/api/representation", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expectNothingPrivate(response.body);
    return { body: response.body, data: response.json<{ data: RepresentationOverview }>().data };
  };
  const act = (cookie: string, id: string, action: "accept" | "decline" | "end") =>
    action === "end"
      ? t.app.inject({ method: "DELETE", url: `/api/representation/${id}`, headers: { cookie } })
      : post(t.app, `/api/representation/${id}/${action}`, {}, cookie);
  const invite = (email: string, cookie: string) =>
    post(t.app, `/api/invite/athlete/${email}`, { email }, cookie);
  const sent = async (cookie: string) =>
    (await t.app.inject({ url: "/api/invite/sent", headers: { cookie } })).json<{
      data: { email: string; state: string }[];
    }>().data;
  const createProfile = async (cookie: string, agentEmail?: string) =>
    post(
      t.app,
      "/api/profile/athlete/create",
      { ...(await validAthleteBody(t.app)), ...(agentEmail ? { agentEmail } : {}) },
      cookie,
    );
  const mailsTo = async (address: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

  it("keeps an agent's invitation with the athlete's account from sign-up: the server says who invited, and the profile links them", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const invited = uniqueEmail("invited");
    await invite(invited, agent.cookie);
    const token = linkIn(await t.sink.nth(invited, 1), APP_URL).searchParams.get("invite")!;

    // Signs up through the link with another address (another device, storage cleared after).
    const athlete = await signUpAndConfirm(
      t.app,
      t.sink,
      athleteBody({ email: uniqueEmail("other-address"), inviteId: token }),
    );
    expect(await sent(agent.cookie)).toMatchObject([{ email: invited, state: "joined" }]);
    const before = await overview(athlete.cookie);
    expect(before.data.invitedBy).toEqual({ name: "Morgan Agent", email: agent.email });
    expect(before.data.current).toEqual([]);

    expect((await createProfile(athlete.cookie, agent.email)).statusCode).toBe(201);
    const after = await overview(athlete.cookie);
    expect(after.data.invitedBy).toBeNull();
    expect(after.data.current).toMatchObject([{ email: agent.email, name: "Morgan Agent" }]);
    expect((await overview(agent.cookie)).data.current).toMatchObject([{ email: athlete.email }]);
  });

  it("ignores an invitation id the server does not know: nothing pre-fills or locks", async () => {
    const athlete = await signUpAndConfirm(
      t.app,
      t.sink,
      athleteBody({ inviteId: "crafted-invitation-id-0000000000" }),
    );
    expect((await overview(athlete.cookie)).data.invitedBy).toBeNull();
  });

  it("turns naming an agent into a request the agent accepts; the athlete learns nothing of the agent before", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody(uniqueEmail("existing-agent")));
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
    expect((await createProfile(athlete.cookie, agent.email)).statusCode).toBe(201);

    const waiting = await overview(athlete.cookie);
    expect(waiting.data.current).toEqual([]);
    expect(waiting.data.outgoing).toHaveLength(1);
    expect(waiting.body).not.toContain(agent.email);
    expect(waiting.body).not.toContain("Morgan");
    const my = await t.app.inject({ url: "/api/profile/my", headers: { cookie: athlete.cookie } });
    expect(my.json()).toMatchObject({ data: { representation: { agent: null } } });
    expect(my.body).not.toContain(agent.email);

    const mail = await t.sink.nth(agent.email, 2);
    expect(linkIn(mail, APP_URL).pathname).toBe("/representation");
    const asked = await overview(agent.cookie);
    expect(asked.data.incoming).toMatchObject([{ name: "Jordan Mitchell" }]);
    expect(asked.body).not.toContain(athlete.email);
    const id = asked.data.incoming[0]!.id;

    // Only the side that was asked answers; a stranger learns nothing.
    expect((await act(athlete.cookie, id, "accept")).statusCode).toBe(404);
    const stranger = await signUpAndConfirm(t.app, t.sink, agentBody());
    expect((await act(stranger.cookie, id, "accept")).statusCode).toBe(404);
    expect((await act(stranger.cookie, id, "end")).statusCode).toBe(404);

    expect((await act(agent.cookie, id, "accept")).statusCode).toBe(200);
    expect((await act(agent.cookie, id, "accept")).statusCode).toBe(409);
    expect((await overview(athlete.cookie)).data.current).toMatchObject([
      { id, email: agent.email, name: "Morgan Agent" },
    ]);
    expect((await overview(agent.cookie)).data.current).toMatchObject([
      { id, email: athlete.email },
    ]);
  });

  it("lets the agent decline, and either side end a link later", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
    await createProfile(athlete.cookie, agent.email);
    const first = (await overview(agent.cookie)).data.incoming[0]!.id;
    expect((await act(agent.cookie, first, "decline")).statusCode).toBe(200);
    expect((await overview(athlete.cookie)).data).toMatchObject({ current: [], outgoing: [] });

    // Later, from the athlete's side: POST /api/representation names the agent again.
    expect(
      (await post(t.app, "/api/representation", { agentEmail: agent.email }, athlete.cookie))
        .statusCode,
    ).toBe(200);
    const again = (await overview(agent.cookie)).data.incoming[0]!.id;
    expect((await act(agent.cookie, again, "accept")).statusCode).toBe(200);
    expect((await act(athlete.cookie, again, "end")).statusCode).toBe(200);
    expect((await overview(agent.cookie)).data.current).toEqual([]);
    expect((await act(agent.cookie, again, "end")).statusCode).toBe(404);
  });

  it("turns an agent's invitation to an existing athlete into a request the athlete accepts", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
    expect((await invite(athlete.email, agent.cookie)).json()).toEqual({
      data: { emailSent: true },
    });
    // Not a link to a sign-up that would answer 409: to the requests screen.
    const mail = await t.sink.nth(athlete.email, 2);
    expect(linkIn(mail, APP_URL).pathname).toBe("/representation");
    expect(mail.subject).toContain("Morgan Agent asks to represent you");
    expect(await sent(agent.cookie)).toMatchObject([{ email: athlete.email, state: "sent" }]);

    const asked = await overview(athlete.cookie);
    expect(asked.data.incoming).toMatchObject([{ name: "Morgan Agent" }]);
    expect(asked.body).not.toContain(agent.email);
    expect((await act(athlete.cookie, asked.data.incoming[0]!.id, "accept")).statusCode).toBe(200);
    expect(await sent(agent.cookie)).toMatchObject([{ email: athlete.email, state: "accepted" }]);
    const my = await t.app.inject({ url: "/api/profile/my", headers: { cookie: agent.cookie } });
    expect(my.json()).toMatchObject({
      data: { representation: { athletes: [{ email: athlete.email }] } },
    });
  });

  it("never gives an athlete two agents, even when two requests are accepted at once", async () => {
    const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const agents = [
      await signUpAndConfirm(t.app, t.sink, agentBody()),
      await signUpAndConfirm(t.app, t.sink, agentBody()),
    ];
    for (const agent of agents) await invite(athlete.email, agent.cookie);
    const ids = (await overview(athlete.cookie)).data.incoming.map((r) => r.id);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(ids.map((id) => act(athlete.cookie, id, "accept")));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect((await overview(athlete.cookie)).data.current).toHaveLength(1);
  });

  it("e-mails an address at most once in 24 hours, whoever names it", async () => {
    const target = uniqueEmail("popular");
    for (const _ of [1, 2]) {
      const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
      expect((await createProfile(athlete.cookie, target)).statusCode).toBe(201);
    }
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    expect((await invite(target, agent.cookie)).json()).toEqual({ data: { emailSent: false } });
    expect(await mailsTo(target)).toHaveLength(1);

    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await invite(target, agent.cookie)).json()).toEqual({ data: { emailSent: true } });
    expect(await mailsTo(target)).toHaveLength(2);
  });

  it("refuses representation calls without a session, and naming by anyone but an athlete", async () => {
    expect((await t.app.inject({ url: "/api/representation" })).statusCode).toBe(401);
    const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
    const named = await post(
      t.app,
      "/api/representation",
      { agentEmail: uniqueEmail("x") },
      agent.cookie,
    );
    expect(named.statusCode).toBe(403);
  });
});
