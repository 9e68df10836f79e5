// DESIGN.md "Security": every auth route is rate-limited per IP and per address (429 with
// Retry-After), and sign-in is as slow for an unknown address as for a known one (the password is
// verified against a stand-in hash). Each caller comes from its own IP so the limits here count
// only its own requests.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PasswordHasher } from "@api/identity";
import type { RateLimits } from "@api/lib/rate-limits";
import { APP_URL, athleteBody, GOOD_PASSWORD, uniqueEmail } from "@api-test/auth-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";

const tight = { max: 3, window: 60_000 };
const loose = { max: 100, window: 60_000 };
const attempts = {
  pair: loose,
  address: { free: 100, firstDelay: 1000, maxDelay: 60_000, forgetAfter: 60_000 },
};
const LIMITS: RateLimits = {
  signUp: { ip: { max: 4, window: 60_000 }, address: tight },
  signIn: { ip: loose, attempts },
  emailSender: { ip: loose, attempts },
  tokenUse: { ip: tight },
  oauth: { ip: loose },
  invitations: { sender: loose },
  operator: { reads: loose, decisions: loose },
};

describe("auth route limits and sign-in timing", () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.20.0.${++ip}`;
  beforeAll(async () => {
    const now = new Date();
    t = await createTestApp("pglite", {
      env: { APP_URL },
      deps: { rateLimits: LIMITS, clock: () => now },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const postFrom = (
    from: string,
    url: string,
    payload: object,
    method: "POST" | "PATCH" = "POST",
  ) => t.app.inject({ method, url, payload, remoteAddress: from });
  const expectLimited = (answer: Awaited<ReturnType<typeof postFrom>>) => {
    expect(answer.statusCode, answer.body).toBe(429);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(answer.json()).toMatchObject({ code: "RATE_LIMITED", statusCode: 429 });
  };

  it("limits sign-ups per address: the fourth try at one address is refused, from anywhere", async () => {
    const body = athleteBody();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push((await postFrom(nextIp(), "/api/auth/local/signUp", body)).statusCode);
    }
    expect(answers).toEqual([201, 409, 409]);
    expectLimited(await postFrom(nextIp(), "/api/auth/local/signUp", body));
  });

  it("limits sign-ups per IP: the fifth new address from one IP is refused", async () => {
    const from = nextIp();
    for (let i = 0; i < 4; i++) {
      expect((await postFrom(from, "/api/auth/local/signUp", athleteBody())).statusCode).toBe(201);
    }
    expectLimited(await postFrom(from, "/api/auth/local/signUp", athleteBody()));
    // Another IP still signs up.
    expect((await postFrom(nextIp(), "/api/auth/local/signUp", athleteBody())).statusCode).toBe(
      201,
    );
  });

  it.each([
    ["/api/auth/confirm-email", "POST" as const, { token: "made-up-confirmation-token" }],
    [
      "/api/auth/restore-password",
      "PATCH" as const,
      { code: "made-up-reset-code", password: GOOD_PASSWORD },
    ],
  ])("limits guesses at %s per IP", async (url, method, payload) => {
    const from = nextIp();
    for (let i = 0; i < 3; i++) {
      const answer = await postFrom(from, url, payload, method);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).not.toBe(429);
    }
    expectLimited(await postFrom(from, url, payload, method));
    expect((await postFrom(nextIp(), url, payload, method)).statusCode).not.toBe(429);
  });

  it("verifies the password against a stand-in hash when the address is unknown, as for a known one", async () => {
    const verify = vi.spyOn(PasswordHasher.prototype, "verify");
    const unknown = await postFrom(nextIp(), "/api/auth/local/signIn", {
      email: uniqueEmail("nobody"),
      password: "Some-Guess-Here-9",
    });
    expect(unknown.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toBe("Some-Guess-Here-9");
    // The stand-in is a real argon2id hash, so the verify costs what a real one does.
    expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);

    const body = athleteBody();
    await postFrom(nextIp(), "/api/auth/local/signUp", body);
    verify.mockClear();
    const known = await postFrom(nextIp(), "/api/auth/local/signIn", {
      email: body.email,
      password: "Some-Guess-Here-9",
    });
    expect(known.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
