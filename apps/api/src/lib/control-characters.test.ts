// Issue 19 point 4: a first name with a NUL reached PostgreSQL (whose error logged the query's
// parameters), and a name with CR/LF ended up in e-mail subjects. Every text field of the sign-up,
// profile, service and invitation bodies refuses control characters with its own message, and
// nothing is stored; the bio, a multi-line field, keeps its line breaks.
import { MESSAGES, type LocalSignUpBody } from "@lineup/shared";
import { freshEmail, TEST_PASSWORD } from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invitations,
  outboxEmails,
  profiles,
  representationRequests,
  services,
  users,
} from "@api/db/schema";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const CONTROLS = {
  NUL: "\u0000",
  LF: "\n",
  "CR LF": "\r\n",
  CR: "\r",
  TAB: "\t",
  ESC: "\u001B",
  DEL: "\u007F",
  NEL: "\u0085",
  "LINE SEPARATOR": "\u2028",
};
const BREAKS = new Set(["LF", "CR LF"]);

type Json = Record<string, unknown>;
/** A text field of a body: where it sits, and the body carrying `text` there. */
interface TextField {
  route: string;
  method: "POST" | "PATCH";
  field: string;
  body: (text: string) => Json;
  multiLine?: boolean;
  signedIn?: "athlete" | "agent" | "individual";
}

const person = (more: Json = {}): LocalSignUpBody => ({
  email: freshEmail("control"),
  password: TEST_PASSWORD,
  personalInfo: { firstName: "Jordan", lastName: "Mitchell", ...more },
  profileType: "Individual",
});

describe.each(DATABASE_KINDS)("control characters in text fields on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  let athleteProfile = "";
  let individualProfile = "";
  let athleteCreate: Json = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true, env: { APP_URL } });
    app = t.app;
    const athlete = await signUpAndConfirm(app, t.sink, athleteBody());
    athleteCreate = { ...(await validAthleteBody(app)) };
    const created = await post(app, "/api/profile/athlete/create", athleteCreate, athlete.cookie);
    athleteProfile = created.json<{ data: { id: string } }>().data.id;
    cookies.athlete = athlete.cookie;
    const agent = await signUpAndConfirm(
      app,
      t.sink,
      athleteBody({ profileType: undefined, phoneNumber: undefined }),
    );
    cookies.agent = agent.cookie;
    const individual = await signUpAndConfirm(app, t.sink, person({ firstName: "Casey" }));
    cookies.individual = individual.cookie;
    const location = athleteCreate.hometown;
    const made = await post(app, "/api/profile/individual/create", { location }, individual.cookie);
    individualProfile = made.json<{ data: { id: string } }>().data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const fields = (): TextField[] => [
    ...["firstName", "lastName", "middleName"].map((name): TextField => ({
      route: "/api/auth/local/signUp",
      method: "POST",
      field: `personalInfo.${name}`,
      body: (text) => person({ [name]: `Jo${text}rdan` }),
    })),
    {
      route: "/api/auth/local/signUp",
      method: "POST",
      field: "businessName",
      body: (text) => ({
        email: freshEmail("control"),
        password: TEST_PASSWORD,
        businessName: `Summit${text}Sports`,
        profileType: "Business",
      }),
    },
    {
      route: "/api/auth/local/signUp",
      method: "POST",
      field: "phoneNumber",
      body: (text) => ({ ...person(), phoneNumber: `(201) 555-0123${text}` }),
    },
    {
      route: "/api/auth/local/signUp",
      method: "POST",
      field: "email",
      body: (text) => ({ ...person(), email: `jordan${text}@example.com` }),
    },
    {
      route: "/api/auth/oauth2/sign-up",
      method: "POST",
      field: "personalInfo.firstName",
      body: (text) => ({
        provider: "google",
        oauthToken: "a".repeat(64),
        personalInfo: { firstName: `Jo${text}rdan`, lastName: "Mitchell" },
        profileType: "Individual",
      }),
    },
    {
      route: "/api/profile/athlete/create",
      method: "POST",
      field: "team",
      signedIn: "athlete",
      body: (text) => ({ ...athleteCreate, team: `Wild${text}cats` }),
    },
    {
      route: "/api/profile/athlete/create",
      method: "POST",
      field: "statistics",
      signedIn: "athlete",
      body: (text) => ({ ...athleteCreate, statistics: `https://stats.example.com/jo${text}` }),
    },
    {
      route: `/api/profile/athlete/update/${athleteProfile}`,
      method: "PATCH",
      field: "services.0.name",
      signedIn: "athlete",
      body: (text) => ({ services: [{ name: `Camp${text}visit`, price: 50 }], bio: "Guard." }),
    },
    {
      route: `/api/profile/athlete/update/${athleteProfile}`,
      method: "PATCH",
      field: "bio",
      multiLine: true,
      signedIn: "athlete",
      body: (text) => ({ bio: `Point guard.${text}Two-time MVP.` }),
    },
    {
      route: `/api/profile/individual/update/${individualProfile}`,
      method: "PATCH",
      field: "bio",
      multiLine: true,
      signedIn: "individual",
      body: (text) => ({ bio: `A coach.${text}And a parent.` }),
    },
    {
      route: "/api/service/add",
      method: "POST",
      field: "name",
      signedIn: "athlete",
      body: (text) => ({ name: `Camp${text}visit`, price: 50 }),
    },
    {
      route: "/api/representation",
      method: "POST",
      field: "agentEmail",
      signedIn: "athlete",
      body: (text) => ({ agentEmail: `agent${text}@example.com` }),
    },
  ];

  const stored = async () => {
    const { db } = t.database;
    return Promise.all(
      [users, profiles, services, outboxEmails, invitations, representationRequests].map((table) =>
        db.$count(table),
      ),
    );
  };

  it("refuses every control character in every one-line and multi-line field, storing nothing", async () => {
    const before = await stored();
    let checked = 0;
    for (const target of fields()) {
      for (const [name, control] of Object.entries(CONTROLS)) {
        if (target.multiLine && BREAKS.has(name)) continue;
        const response = await app.inject({
          method: target.method,
          url: target.route,
          payload: target.body(control),
          headers: target.signedIn ? { cookie: cookies[target.signedIn]! } : {},
        });
        const where = `${target.route} ${target.field} ${name}`;
        expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
        expect(response.json<{ fields: Json }>().fields, where).toEqual({
          [target.field]: target.multiLine ? MESSAGES.noSpecialCharacters : MESSAGES.noLineBreaks,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(await stored()).toEqual(before);
    // The same bodies with plain text pass validation: the refusals above are the characters'.
    for (const target of fields().filter((f) => f.signedIn === "athlete" || f.multiLine)) {
      const response = await app.inject({
        method: target.method,
        url: target.route,
        payload: target.body(""),
        headers: target.signedIn ? { cookie: cookies[target.signedIn]! } : {},
      });
      expect(response.json<{ code?: string }>().code, `${target.field} ${response.body}`).not.toBe(
        "VALIDATION_ERROR",
      );
    }
  });

  it("keeps the line breaks of a bio, and only those", async () => {
    const update = (bio: string) =>
      app.inject({
        method: "PATCH",
        url: `/api/profile/athlete/update/${athleteProfile}`,
        payload: { bio },
        headers: { cookie: cookies.athlete! },
      });
    const bio = "Point guard.\nTwo-time MVP.\r\n\r\nLoves the game.";
    const response = await update(bio);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { bio } });
    const tabbed = await update("Point guard.\n\tTwo-time MVP.");
    expect(tabbed.statusCode).toBe(400);
    expect(tabbed.json()).toMatchObject({ fields: { bio: MESSAGES.noSpecialCharacters } });
  });
});
