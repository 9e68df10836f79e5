// What an operator reads about one account (GET /api/operator/accounts/{id}): the profile as its
// kind entered it, how far onboarding went, and the account's links, each edge of them tried.
import { randomBytes, randomUUID } from "node:crypto";
import type { OperatorAccountDetail } from "@lineup/shared";
import { signUpBody } from "@lineup/test-kit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { lookupId } from "@api-test/athlete-helpers";
import { post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { useOperatorApp, type Operator } from "@api-test/operator-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { invitations, representationRequests, users } from "@api/db/schema";
import { accountDetail } from "./account-detail";

const OPERATOR = "detail.operator@lineup.test";
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)("an account as the operator reads it on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let operator: Operator;
  useOperatorApp(kind, OPERATOR, clock, (started, signedIn) => {
    t = started;
    operator = signedIn;
  });

  const detailOverHttp = async (id: string) => {
    const answer = await call(t.app, "GET", `/api/operator/accounts/${id}`, operator.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: OperatorAccountDetail }>().data;
  };
  const detailAt = async (id: string, now: Date) => (await accountDetail(t.database.db, id, now))!;
  const idOf = async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return user!.id;
  };
  /** A confirmed account of that role, written straight into the database. */
  const account = async (role: "athlete" | "agent", firstName: string) => {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: uniqueEmail(role),
        role,
        profileType: role === "athlete" ? "Athlete" : null,
        firstName,
        lastName: "Lane",
        emailConfirmedAt: clock.now(),
      })
      .returning();
    return user!;
  };
  const invitation = (inviterId: string, values: Partial<typeof invitations.$inferInsert>) =>
    t.database.db
      .insert(invitations)
      .values({
        tokenHash: randomBytes(32).toString("hex"),
        kind: "agent_invites_athlete",
        inviterId,
        email: uniqueEmail("invited"),
        expiresAt: new Date(clock.now().getTime() + 24 * HOUR),
        ...values,
      })
      .returning()
      .then(([row]) => row!);

  it("shows a business's profile as entered and an individual's without business details", async () => {
    const company = await signUpAndConfirm(
      t.app,
      t.sink,
      signUpBody("business", uniqueEmail("co")),
    );
    const created = await post(
      t.app,
      "/api/profile/business/create",
      {
        website: "summit-sports.example.com",
        location: await lookupId(t.app, "/api/location/find", "Denver"),
        type: await lookupId(t.app, "/api/business/type/find", "Sporting Goods Retail"),
        marketingTactics: [
          await lookupId(t.app, "/api/business/marketing-tactic/find", "Brand Ambassador"),
        ],
        goals: [await lookupId(t.app, "/api/business/goals/find", "Drive Sales")],
      },
      company.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const business = await detailOverHttp(await idOf(company.email));
    expect(business).toMatchObject({
      role: "business",
      emailConfirmed: true,
      progress: "profile_started",
      profile: {
        type: "Business",
        photos: [],
        videos: [],
        website: "https://summit-sports.example.com",
        city: { name: "Denver", state: "CO" },
        athlete: null,
        business: {
          businessType: { name: "Sporting Goods Retail" },
          marketingTactics: [{ name: "Brand Ambassador" }],
          goals: [{ name: "Drive Sales" }],
        },
      },
    });

    const person = await signUpAndConfirm(
      t.app,
      t.sink,
      signUpBody("individual", uniqueEmail("in")),
    );
    const location = await lookupId(t.app, "/api/location/find", "Denver");
    const made = await post(t.app, "/api/profile/individual/create", { location }, person.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const individual = await detailOverHttp(await idOf(person.email));
    expect(individual.profile).toMatchObject({
      type: "Individual",
      photos: [],
      videos: [],
      website: null,
      city: { name: "Denver" },
      athlete: null,
      business: null,
    });
  });

  it("tells an unconfirmed sign-up from a confirmed one, a started profile and a finished one", async () => {
    const body = signUpBody("individual", uniqueEmail("unconfirmed"));
    const signedUp = await post(t.app, "/api/auth/local/signUp", body);
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const unconfirmed = await detailOverHttp(await idOf(body.email));
    expect(unconfirmed).toMatchObject({
      emailConfirmed: false,
      progress: "signed_up",
      profile: null,
    });

    const person = await signUpAndConfirm(
      t.app,
      t.sink,
      signUpBody("individual", uniqueEmail("p")),
    );
    const id = await idOf(person.email);
    expect(await detailOverHttp(id)).toMatchObject({
      emailConfirmed: true,
      progress: "email_confirmed",
    });
    const location = await lookupId(t.app, "/api/location/find", "Denver");
    const made = await post(t.app, "/api/profile/individual/create", { location }, person.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const profileId = made.json<{ data: { id: string } }>().data.id;
    const started = await detailOverHttp(id);
    expect(started).toMatchObject({ progress: "profile_started", registrationCompletedAt: null });
    expect(started.profile?.id).toBe(profileId);
    expect(started.profile?.nextStep).not.toBe("done");

    // Finished by the registration-success screen alone, the profile still owing its last step.
    await t.database.db
      .update(users)
      .set({ registrationCompletedAt: clock.now() })
      .where(eq(users.id, id));
    expect((await detailOverHttp(id)).progress).toBe("onboarding_finished");

    // Finished by the profile's last step alone.
    const other = await signUpAndConfirm(t.app, t.sink, signUpBody("individual", uniqueEmail("d")));
    const otherId = await idOf(other.email);
    const otherMade = await post(
      t.app,
      "/api/profile/individual/create",
      { location },
      other.cookie,
    );
    const otherProfile = otherMade.json<{ data: { id: string } }>().data.id;
    const bio = await call(
      t.app,
      "PATCH",
      `/api/profile/individual/update/${otherProfile}`,
      other.cookie,
      { bio: "Weekend runner." },
    );
    expect(bio.statusCode, bio.body).toBe(200);
    const done = await detailOverHttp(otherId);
    expect(done).toMatchObject({ registrationCompletedAt: null, progress: "onboarding_finished" });
    expect(done.profile?.nextStep).toBe("done");
  });

  it("names the agent of an athlete, the athletes of an agent, and only live requests", async () => {
    const agent = await account("agent", "Avery");
    const represented = await account("athlete", "Riley");
    const asking = await account("athlete", "Sam");
    const former = await account("athlete", "Drew");
    const createdAt = new Date(clock.now().getTime() - 48 * HOUR);
    const decidedAt = new Date(clock.now().getTime() - 24 * HOUR);
    await t.database.db.insert(representationRequests).values([
      {
        athleteId: represented.id,
        agentId: agent.id,
        requestedBy: "agent",
        status: "accepted",
        createdAt,
        decidedAt,
      },
      { athleteId: asking.id, agentId: agent.id, requestedBy: "athlete", createdAt },
      { athleteId: former.id, agentId: agent.id, requestedBy: "agent", status: "ended", createdAt },
      { athleteId: former.id, agentId: agent.id, requestedBy: "athlete", status: "declined" },
    ]);

    const ofAgent = await detailOverHttp(agent.id);
    expect(ofAgent.representation).toEqual({
      current: [
        {
          id: represented.id,
          name: "Riley Lane",
          email: represented.email,
          since: decidedAt.toISOString(),
        },
      ],
      pending: [
        {
          id: asking.id,
          name: "Sam Lane",
          email: asking.email,
          requestedBy: "athlete",
          sentAt: createdAt.toISOString(),
        },
      ],
    });
    const ofAthlete = await detailOverHttp(represented.id);
    expect(ofAthlete.representation).toEqual({
      current: [
        { id: agent.id, name: "Avery Lane", email: agent.email, since: decidedAt.toISOString() },
      ],
      pending: [],
    });
    const ofAsking = await detailOverHttp(asking.id);
    expect(ofAsking.representation.pending).toMatchObject([
      { id: agent.id, requestedBy: "athlete" },
    ]);
    expect((await detailOverHttp(former.id)).representation).toEqual({ current: [], pending: [] });
  });

  it("says which invitations were joined, which ran out at their deadline and who invited whom", async () => {
    const agent = await account("agent", "Morgan");
    const joiner = await account("athlete", "Jesse");
    const deadline = new Date(clock.now().getTime() + HOUR);
    const joined = await invitation(agent.id, { joinedAt: clock.now(), inviteeId: joiner.id });
    const timed = await invitation(agent.id, { expiresAt: deadline });

    const before = await detailAt(agent.id, new Date(deadline.getTime() - 1));
    expect(before.invitations.sent).toEqual(
      expect.arrayContaining([
        {
          id: joined.id,
          email: joined.email,
          state: "joined",
          sentAt: joined.createdAt.toISOString(),
        },
        { id: timed.id, email: timed.email, state: "sent", sentAt: timed.createdAt.toISOString() },
      ]),
    );
    expect(before.invitations.sent).toHaveLength(2);
    const at = await detailAt(agent.id, deadline);
    expect(at.invitations.sent.find(({ id }) => id === timed.id)?.state).toBe("expired");
    expect(at.invitations.joinedThrough).toBeNull();

    expect((await detailOverHttp(joiner.id)).invitations).toEqual({
      sent: [],
      joinedThrough: {
        id: joined.id,
        inviter: { id: agent.id, name: "Morgan Lane", email: agent.email },
      },
    });
    expect(await accountDetail(t.database.db, randomUUID(), clock.now())).toBeUndefined();
  });
});
