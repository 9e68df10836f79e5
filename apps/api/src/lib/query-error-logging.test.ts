// Issue 19 point 4: a failed query was logged at error level with its parameters (password
// hashes, e-mails, another user's private price: `params: <id>,Private rate,424242`). Here the
// database itself refuses a real request's write (a constraint, a trigger quoting the value), and
// every line the app printed is searched for the values.
import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

interface LogLine {
  level: number;
  msg: string;
  err?: Record<string, unknown>;
}

describe.each(DATABASE_KINDS)("failed queries in the log on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  let cookie = "";
  let profileId = "";
  let email = "";

  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, LOG_LEVEL: "trace" },
      deps: { logStream: { write: (line: string) => void lines.push(line) } },
    });
    app = t.app;
    ({ cookie, email } = await signUpAndConfirm(app, t.sink, athleteBody()));
    const created = await post(
      app,
      "/api/profile/athlete/create",
      await validAthleteBody(app),
      cookie,
    );
    profileId = created.json<{ data: { id: string } }>().data.id;
    // The database refuses these values itself: its DETAIL quotes the failing row, and the
    // trigger's message quotes the bio.
    await t.database.db.execute(
      sql.raw(`ALTER TABLE services ADD CONSTRAINT no_private_rate CHECK (name <> 'Private rate')`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_secret_bio() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.bio LIKE 'Secret%' THEN RAISE EXCEPTION 'refused bio: %', NEW.bio; END IF;
          RETURN NEW;
        END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER refuse_secret_bio BEFORE UPDATE ON profiles
        FOR EACH ROW EXECUTE FUNCTION refuse_secret_bio()`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const errorLines = () =>
    lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level >= 50);

  it("logs a refused insert by its code, constraint and statement, never its values", async () => {
    lines.length = 0;
    const response = await post(
      app,
      "/api/service/add",
      { name: "Private rate", price: 4242.42 },
      cookie,
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: MESSAGES.internalError,
      code: ERROR_CODES.internal,
      statusCode: 500,
    });
    const logged = lines.join("\n");
    for (const secret of ["Private rate", "424242", profileId, "params", "Failing row"]) {
      expect(logged, secret).not.toContain(secret);
    }
    const [line, ...more] = errorLines();
    expect(more).toEqual([]);
    expect(line?.err).toMatchObject({
      type: "DatabaseError",
      code: "23514",
      constraint: "no_private_rate",
      table: "services",
    });
    expect(line?.err?.statement).toMatch(/^insert into "services" .*\$1/);
    expect(line?.err?.stack).toMatch(/^\s+at /);
    expect(Object.keys(line?.err ?? {})).not.toContain("detail");
  });

  it("drops a database message that quotes a value", async () => {
    lines.length = 0;
    const bio = "Secret bio of an athlete who is 15";
    const response = await app.inject({
      method: "PATCH",
      url: `/api/profile/athlete/update/${profileId}`,
      payload: { bio },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(500);
    const logged = lines.join("\n");
    for (const secret of ["Secret bio", "who is 15", profileId, email, "params"]) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(errorLines()[0]?.err).toMatchObject({ type: "DatabaseError", code: "P0001" });
  });
});
