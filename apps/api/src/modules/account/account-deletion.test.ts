import { existsSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  call,
  countWhere,
  filesUnder,
  referencesToUsers,
  tracesOf,
} from "@api-test/account-helpers";
import {
  APP_URL,
  GOOD_PASSWORD,
  athleteBody,
  post,
  signUpAndConfirm,
} from "@api-test/auth-helpers";
import { fullAthlete, type FullAthlete } from "@api-test/full-account";
import { signedInOperator, type Operator } from "@api-test/operator-helpers";
import { LocalS3 } from "@api-test/s3-server";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const OPERATOR_EMAIL = "deletion.operator@lineup.test";

/** Disk storage on each database, and once on S3 (a local S3-compatible server). */
const setups = [
  ...DATABASE_KINDS.map((kind) => ({ kind, storage: "disk" as const })),
  { kind: "pglite" as const, storage: "s3" as const },
];

describe.each(setups)("deleting an account on $kind with $storage storage", ({ kind, storage }) => {
  let t: TestApp;
  let operator: Operator;
  const clock = new TestClock();
  const s3 = new LocalS3();
  beforeAll(async () => {
    if (storage === "s3") await s3.start();
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, OPERATOR_EMAILS: OPERATOR_EMAIL, ...(storage === "s3" ? s3.env() : {}) },
      deps: { clock: clock.now },
    });
    operator = await signedInOperator(t.app, t.sink, clock, OPERATOR_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
    if (storage === "s3") await s3.stop();
  });

  const remove = (cookie: string | undefined, body: unknown) =>
    call(t.app, "DELETE", "/api/account", cookie, body);
  const me = (cookie: string) => call(t.app, "GET", "/api/profile/my", cookie);
  /** The stored files of a profile, wherever the storage keeps them. */
  const storedFiles = async (profileId: string) =>
    storage === "s3"
      ? (await s3.keys()).filter((key) => key.startsWith(`${profileId}/`))
      : filesUnder(path.join(t.dataDir, "uploads", profileId));
  const valuesOf = (person: FullAthlete) => [
    person.userId,
    person.profileId,
    person.email,
    person.pendingEmail,
    ...person.serviceIds,
    ...person.mediaIds,
  ];

  it("refuses without the right password, and another person's session reaches only its own account", async () => {
    const person = await fullAthlete(t.app, t.sink, clock);
    const before = await tracesOf(t.database.db, valuesOf(person));
    const wrong = await remove(person.cookie, { password: "Not-My-Password-1" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ fields: { password: MESSAGES.wrongPassword } });
    expect((await remove(person.cookie, {})).statusCode).toBe(400);
    expect((await remove(undefined, { password: GOOD_PASSWORD })).statusCode).toBe(401);

    // A stranger with the same password deletes their own account, and only that.
    const stranger = await signUpAndConfirm(t.app, t.sink, athleteBody());
    expect((await remove(stranger.cookie, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await me(stranger.cookie)).statusCode).toBe(401);
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect(await tracesOf(t.database.db, valuesOf(person))).toEqual(before);
    expect(await storedFiles(person.profileId)).toHaveLength(4);
  });

  it("removes every row and file of the person in one go, says goodbye, and frees the address", async () => {
    const person = await fullAthlete(t.app, t.sink, clock);
    expect(await storedFiles(person.profileId)).toHaveLength(4);
    const references = await referencesToUsers(t.database.db);
    expect(references).toEqual(
      expect.arrayContaining([
        "invitations.invitee_id",
        "invitations.inviter_id",
        "oauth_identities.user_id",
        "one_time_tokens.user_id",
        "profiles.user_id",
        "recovery_codes.user_id",
        "representation_requests.agent_id",
        "representation_requests.athlete_id",
        "sessions.user_id",
        "totp_factors.user_id",
      ]),
    );
    // An operator approved the person: that decision stays on the audit log (decision 0079).
    const approved = await call(
      t.app,
      "POST",
      `/api/operator/accounts/${person.userId}/decision`,
      operator.cookie,
      { decision: "approve" },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.sink.nth(person.email, 5);
    const mailsBefore = t.sink.to(person.email).length;

    const deleted = await remove(person.cookie, { password: GOOD_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { ok: true } });
    const cleared = deleted.cookies.find((c) => c.name === "lineup_session");
    expect(cleared?.value).toBe("");

    const farewell = await t.sink.nth(person.email, mailsBefore + 1);
    expect(farewell.subject).toBe("Your Lineup account has been deleted");
    // The last e-mail's own outbox row goes once it is delivered: then nothing names the person
    // but the append-only audit log's record of the operator's decision, by id (no foreign key).
    await vi.waitFor(
      async () =>
        expect(await tracesOf(t.database.db, valuesOf(person))).toEqual([
          `operator_audit.target_id: ${person.userId} (1)`,
        ]),
      {
        timeout: 10_000,
      },
    );
    for (const reference of references) {
      expect(await countWhere(t.database.db, reference, person.userId), reference).toBe(0);
    }
    expect(await storedFiles(person.profileId)).toEqual([]);
    if (storage === "disk") {
      expect(existsSync(path.join(t.dataDir, "uploads", person.profileId))).toBe(false);
    }
    for (const id of person.mediaIds) {
      expect((await t.app.inject({ url: `/api/media/${id}` })).statusCode).toBe(404);
    }

    // Every session is gone, sign-in is refused, and the address signs up again from scratch.
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect((await me(person.laptop)).statusCode).toBe(401);
    const signIn = await post(t.app, "/api/auth/local/signIn", {
      email: person.email,
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({ message: MESSAGES.invalidCredentials });
    const again = await signUpAndConfirm(t.app, t.sink, athleteBody({ email: person.email }));
    const fresh = await me(again.cookie);
    expect(fresh.json()).toMatchObject({
      data: { profile: null, account: { email: person.email } },
    });
    expect(fresh.json<{ data: { account: { id: string } } }>().data.account.id).not.toBe(
      person.userId,
    );

    // The agent keeps their account; only the link to the person is gone.
    const agentView = await me(person.agent.cookie);
    expect(agentView.json()).toMatchObject({ data: { representation: { athletes: [] } } });
    const sent = await call(t.app, "GET", "/api/invite/sent", person.agent.cookie);
    expect(sent.json()).toEqual({ data: [] });
  });
});
