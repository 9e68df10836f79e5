import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, athleteBody, post, uniqueEmail } from "@api-test/auth-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import type { RateLimits } from "@api/lib/rate-limits";

const tight = { max: 3, window: 60_000 };
// The address's own delay comes late here: these tests are about the pair's hard limit.
const attempts = {
  pair: tight,
  address: { free: 10, firstDelay: 1000, maxDelay: 60_000, forgetAfter: 60_000 },
};
const TIGHT_LIMITS: RateLimits = {
  signUp: { ip: { max: 5, window: 60_000 }, address: tight },
  signIn: { ip: { max: 5, window: 60_000 }, attempts },
  emailSender: { ip: { max: 5, window: 60_000 }, attempts },
  tokenUse: { ip: tight },
  oauth: { ip: tight },
  invitations: { sender: tight },
  operator: { reads: tight, decisions: tight },
};

describe("rate limits, origins and cookie flags", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A clock that stands still: the wait a 429 tells is exact.
    const now = new Date();
    t = await createTestApp("pglite", {
      env: { APP_URL },
      deps: { rateLimits: TIGHT_LIMITS, clock: () => now },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 429 with Retry-After once an address has used its sign-in attempts from one IP", async () => {
    const email = uniqueEmail("target");
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(t.app, "/api/auth/local/signIn", { email, password: "Wrong-Pass-1" }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await post(t.app, "/api/auth/local/signIn", {
      email,
      password: "Wrong-Pass-1",
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      code: "RATE_LIMITED",
      statusCode: 429,
      message: "Too many attempts. Try again in 1 minute.",
      retryAfter: 60,
    });
    // Another address from the same place still gets an answer.
    expect(
      (await post(t.app, "/api/auth/local/signIn", { email: uniqueEmail("other"), password: "x" }))
        .statusCode,
    ).toBe(401);
  });

  it("limits e-mail senders per address and IP", async () => {
    const email = uniqueEmail("flood");
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post(t.app, "/api/auth/reset-password-request", { email })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it("refuses a sign-up posted from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/local/signUp",
      payload: athleteBody(),
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "BAD_ORIGIN" });
  });

  it("accepts the app's own origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/local/signUp",
      payload: athleteBody(),
      headers: { origin: APP_URL },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("cookies over https", () => {
  it("uses a __Host- prefixed, Secure, HttpOnly, SameSite=Lax session cookie", async () => {
    const t = await createTestApp("pglite", { env: { APP_URL: "https://lineup.example" } });
    try {
      const body = athleteBody();
      await post(t.app, "/api/auth/local/signUp", body);
      const [mail] = await t.app
        .inject("/dev/mail.json")
        .then((r) => r.json<{ data: { text: string }[] }>().data);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
      const confirmed = await post(t.app, "/api/auth/confirm-email", { token });
      const cookie = confirmed.cookies.find((c) => c.name === "__Host-lineup_session");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    } finally {
      await t.close();
    }
  });
});
