import { MESSAGES, type LocalSignUpBody } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { APP_URL, athleteBody, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, createTestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const agentBody = (email = uniqueEmail("agent")): LocalSignUpBody => ({
  email,
  password: "Quiet-Lantern-Orbit-7",
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

describe.each(DATABASE_KINDS)("invitations and representation on %s", (kind) => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => ({ sink, app } = started));

  const invite = (email: string, cookie?: string) =>
    post(app, `/api/invite/athlete/${email}`, { email }, cookie);
  const me = (cookie: string) => app.inject({ url: "/api/profile/my", headers: { cookie } });

  it("lets only agents invite: 401 anonymous, 403 athlete and business", async () => {
    expect((await invite(uniqueEmail("a"))).statusCode).toBe(401);
    const athlete = await signUpAndConfirm(app, sink, athleteBody());
    const asAthlete = await invite(uniqueEmail("a"), athlete.cookie);
    expect(asAthlete.statusCode).toBe(403);
    expect(asAthlete.json()).toMatchObject({ message: MESSAGES.onlyAgentsInvite });
    const company = await signUpAndConfirm(app, sink, {
      email: uniqueEmail("biz"),
      password: "Quiet-Lantern-Orbit-7",
      businessName: "Summit Sports Co",
      profileType: "Business",
    });
    expect((await invite(uniqueEmail("a"), company.cookie)).statusCode).toBe(403);
  });

  it("invites an athlete once per day, and links them when the athlete's profile names the agent", async () => {
    const agent = await signUpAndConfirm(app, sink, agentBody());
    const athleteEmail = uniqueEmail("invited");
    const first = await invite(athleteEmail, agent.cookie);
    expect(first.json()).toEqual({ data: { emailSent: true } });
    expect((await invite(athleteEmail, agent.cookie)).json()).toEqual({
      data: { emailSent: false },
    });

    const mail = await sink.nth(athleteEmail, 1);
    const link = linkIn(mail, APP_URL);
    expect(link.pathname).toBe("/auth/sign-up/athlete-join");
    const info = await app.inject({ url: `/api/invite/${link.searchParams.get("invite")}` });
    expect(info.json()).toMatchObject({
      data: { kind: "agent_invites_athlete", inviterEmail: agent.email, email: athleteEmail },
    });

    const sent = await app.inject({ url: "/api/invite/sent", headers: { cookie: agent.cookie } });
    expect(sent.json()).toMatchObject({ data: [{ email: athleteEmail, state: "sent" }] });

    const athlete = await signUpAndConfirm(app, sink, athleteBody({ email: athleteEmail }));
    const profile = await post(
      app,
      "/api/profile/athlete/create",
      { ...(await validAthleteBody(app)), agentEmail: agent.email },
      athlete.cookie,
    );
    expect(profile.statusCode).toBe(201);

    expect(
      (await app.inject({ url: "/api/invite/sent", headers: { cookie: agent.cookie } })).json(),
    ).toMatchObject({
      data: [{ email: athleteEmail, state: "joined" }],
    });
    expect((await me(agent.cookie)).json()).toMatchObject({
      data: {
        representation: {
          athletes: [{ email: athleteEmail, name: "Jordan Mitchell" }],
          agent: null,
        },
      },
    });
    expect((await me(athlete.cookie)).json()).toMatchObject({
      data: { representation: { athletes: [], agent: { email: agent.email } } },
    });
    const { id } = profile.json<{ data: { id: string } }>().data;
    const privateView = await app.inject({
      url: `/api/profile/private/${id}`,
      headers: { cookie: athlete.cookie },
    });
    expect(privateView.json()).toMatchObject({
      data: { representation: { agent: { email: agent.email } } },
    });
    // The agent was told.
    expect((await sink.nth(agent.email, 2)).subject).toContain("named you as their agent");
  });

  it("shows an invitation as expired after 24 hours and refuses its link", async () => {
    const agent = await signUpAndConfirm(app, sink, agentBody());
    const athleteEmail = uniqueEmail("late");
    await invite(athleteEmail, agent.cookie);
    const token = linkIn(await sink.nth(athleteEmail, 1), APP_URL).searchParams.get("invite");
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const info = await app.inject({ url: `/api/invite/${token}` });
    expect(info.statusCode).toBe(400);
    expect(info.json()).toMatchObject({ message: MESSAGES.invalidInvitation });
    expect(
      (await app.inject({ url: "/api/invite/sent", headers: { cookie: agent.cookie } })).json(),
    ).toMatchObject({
      data: [{ state: "expired" }],
    });
    // A new invitation may go out once the old one expired.
    expect((await invite(athleteEmail, agent.cookie)).json()).toEqual({
      data: { emailSent: true },
    });
  });

  it("invites an unknown agent the athlete names; the agent's sign-up with that invitation links them, once", async () => {
    const athlete = await signUpAndConfirm(app, sink, athleteBody());
    const agentEmail = uniqueEmail("named-agent");
    await post(
      app,
      "/api/profile/athlete/create",
      { ...(await validAthleteBody(app)), agentEmail },
      athlete.cookie,
    );
    const link = linkIn(await sink.nth(agentEmail, 1), APP_URL);
    expect(link.pathname).toBe("/auth/sign-up/agent-join");
    const inviteId = link.searchParams.get("inviteId")!;
    expect((await app.inject({ url: `/api/invite/${inviteId}` })).json()).toMatchObject({
      data: { kind: "athlete_names_agent", inviterEmail: athlete.email },
    });

    const agent = await signUpAndConfirm(app, sink, { ...agentBody(agentEmail), inviteId });
    expect((await me(agent.cookie)).json()).toMatchObject({
      data: { representation: { athletes: [{ email: athlete.email }] } },
    });
    // Used once: a second agent with the same invitation links nobody.
    const second = await signUpAndConfirm(app, sink, { ...agentBody(), inviteId });
    expect((await me(second.cookie)).json()).toMatchObject({
      data: { representation: { athletes: [] } },
    });
    expect((await app.inject({ url: `/api/invite/${inviteId}` })).statusCode).toBe(400);
  });

  it("refuses a path address that differs from the body", async () => {
    const agent = await signUpAndConfirm(app, sink, agentBody());
    const response = await post(
      app,
      `/api/invite/athlete/${uniqueEmail("x")}`,
      { email: uniqueEmail("y") },
      agent.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.inviteEmailMismatch });
  });
});

describe("the invitation rate limit", () => {
  it("answers 429 once a sender has used up their invitations", async () => {
    const { DEFAULT_RATE_LIMITS } = await import("@api/lib/rate-limits");
    const t = await createTestApp("pglite", {
      mail: true,
      env: { APP_URL },
      deps: {
        rateLimits: { ...DEFAULT_RATE_LIMITS, invitations: { sender: { max: 2, window: 60_000 } } },
      },
    });
    try {
      const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
      const send = (email: string) =>
        post(t.app, `/api/invite/athlete/${email}`, { email }, agent.cookie);
      expect((await send(uniqueEmail("one"))).statusCode).toBe(200);
      expect((await send(uniqueEmail("two"))).statusCode).toBe(200);
      const third = await send(uniqueEmail("three"));
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
