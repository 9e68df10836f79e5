import { MESSAGES, type OperatorAccountDetail, type OperatorAccountList } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { uniqueEmail } from "@api-test/auth-helpers";
import {
  bornYearsAgo,
  createAthlete,
  minorAthlete,
  signedInAthlete,
} from "@api-test/minor-helpers";
import { useOperatorApp, type Operator } from "@api-test/operator-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const OPERATOR = "birth.operator@lineup.test";

describe.each(DATABASE_KINDS)("an athlete's date of birth in the console on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let operator: Operator;
  useOperatorApp(kind, OPERATOR, clock, (started, signedIn) => {
    t = started;
    operator = signedIn;
  });

  const decide = (id: string) =>
    call(t.app, "POST", `/api/operator/accounts/${id}/decision`, operator.cookie, {
      decision: "approve",
    });
  const detail = async (id: string) =>
    (await call(t.app, "GET", `/api/operator/accounts/${id}`, operator.cookie)).json<{
      data: OperatorAccountDetail;
    }>().data;
  const listed = async (email: string) =>
    (
      await call(
        t.app,
        "GET",
        `/api/operator/accounts?q=${encodeURIComponent(email)}`,
        operator.cookie,
      )
    ).json<{ data: OperatorAccountList }>().data.list[0];

  it("refuses to approve an athlete without a date of birth until they give it", async () => {
    const bare = await signedInAthlete(t.app, t.sink);
    const refused = await decide(bare.userId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.operatorDateOfBirthMissing });

    const created = await createAthlete(t.app, bare.cookie, { dateOfBirth: undefined });
    const profileId = created.json<{ data: { id: string } }>().data.id;
    expect((await decide(bare.userId)).statusCode).toBe(409);
    const other = await signedInAthlete(t.app, t.sink);
    expect((await createAthlete(t.app, other.cookie, {})).statusCode).toBe(201);
    const bulk = await call(t.app, "POST", "/api/operator/accounts/decisions", operator.cookie, {
      ids: [bare.userId, other.userId],
      decision: "approve",
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json()).toMatchObject({ message: MESSAGES.operatorDatesOfBirthMissing });
    expect((await detail(other.userId)).status).toBe("pending");

    const dated = await call(
      t.app,
      "PATCH",
      `/api/profile/athlete/update/${profileId}`,
      bare.cookie,
      {
        dateOfBirth: "1998-10-10",
      },
    );
    expect(dated.statusCode, dated.body).toBe(200);
    expect((await decide(bare.userId)).statusCode).toBe(200);
    // Other decisions and other roles need no date of birth.
    const rejected = await call(
      t.app,
      "POST",
      `/api/operator/accounts/${other.userId}/decision`,
      operator.cookie,
      { decision: "reject", message: "Not a fit." },
    );
    expect(rejected.statusCode).toBe(200);
  });

  it("shows operators an athlete's date of birth, whether a minor, and the guardian's consent", async () => {
    const dateOfBirth = bornYearsAgo(clock.now(), 15);
    const guardian = uniqueEmail("parent");
    const minor = await minorAthlete(t.app, t.sink, dateOfBirth, guardian);
    const expected = {
      isMinor: true,
      dateOfBirth,
      guardianEmail: guardian,
      guardianConsent: "requested",
    };
    expect((await detail(minor.userId)).minor).toEqual(expected);
    expect((await listed(minor.email))?.minor).toEqual(expected);

    const adult = await signedInAthlete(t.app, t.sink);
    await createAthlete(t.app, adult.cookie, { dateOfBirth: "1990-01-02" });
    expect((await listed(adult.email))?.minor).toEqual({
      isMinor: false,
      dateOfBirth: "1990-01-02",
      guardianEmail: null,
      guardianConsent: "not_needed",
    });
    const bare = await signedInAthlete(t.app, t.sink);
    expect((await listed(bare.email))?.minor).toBeNull();
    expect((await detail(bare.userId)).minor).toBeNull();
    // The minor approved still waits for the guardian before businesses can find them.
    expect((await decide(minor.userId)).statusCode).toBe(200);
  });
});
