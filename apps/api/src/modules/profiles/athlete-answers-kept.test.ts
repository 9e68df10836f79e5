// What an athlete answers at sign-up and get-started is kept as given and shown back to them: a
// male athlete, a middle name, the team, the statistics link and the agent's address.
import { freshEmail, signUpBody } from "@lineup/test-kit";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { post, signUpAndConfirm } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("an athlete's answers, kept on %s", (kind) => {
  let t: TestApp;
  useMailedApp(kind, new TestClock(), (started) => (t = started));

  it("keeps a male athlete with a middle name, the team, the statistics and the agent's address", async () => {
    const { cookie } = await signUpAndConfirm(
      t.app,
      t.sink,
      signUpBody("athlete", freshEmail("male"), {
        personalInfo: { firstName: "Marcus", middleName: "Allen", lastName: "Reed" },
      }),
    );
    const account = await call(t.app, "GET", "/api/account", cookie);
    expect(account.json()).toMatchObject({
      data: { firstName: "Marcus", middleName: "Allen", lastName: "Reed" },
    });

    const agentEmail = freshEmail("named-agent");
    const created = await post(
      t.app,
      "/api/profile/athlete/create",
      {
        ...(await validAthleteBody(t.app)),
        gender: "Male",
        team: "Riverside Hawks",
        statistics: "https://stats.example.com/marcus",
        agentEmail,
      },
      cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    const view = await call(t.app, "GET", `/api/profile/private/${id}`, cookie);
    expect(view.json()).toMatchObject({
      data: {
        profile: {
          gender: "Male",
          team: "Riverside Hawks",
          statistics: "https://stats.example.com/marcus",
          agentEmail,
        },
      },
    });
  });
});
