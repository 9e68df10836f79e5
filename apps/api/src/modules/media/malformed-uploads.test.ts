// Regression (resilience "uploads"): a multipart body the parser cannot read answered 500.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { png } from "@api-test/media-fixtures";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("malformed multipart uploads on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let cookie: string;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true, env: { APP_URL } });
    app = t.app;
    ({ cookie } = await signUpAndConfirm(app, t.sink, athleteBody()));
    const created = await post(
      app,
      "/api/profile/athlete/create",
      await validAthleteBody(app),
      cookie,
    );
    id = created.json<{ data: { id: string } }>().data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (url: string, payload: Buffer, contentType: string) =>
    app.inject({ method: "PATCH", url, payload, headers: { cookie, "content-type": contentType } });

  it("answers 400 with the error shape for multipart without a boundary", async () => {
    const response = await send(
      `/api/profile/${id}/update-avatar`,
      await png(),
      "multipart/form-data",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
  });

  it("answers 400 for a multipart body cut short, keeping no file", async () => {
    const body = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n'),
      Buffer.from("Content-Type: image/png\r\n\r\n"),
      await png(),
    ]);
    const response = await send(
      `/api/athlete/update-photos/${id}`,
      body,
      "multipart/form-data; boundary=xyz",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });
});
