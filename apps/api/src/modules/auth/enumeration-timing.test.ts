// Regression (resilience "enumeration"): a known address was answered 2.5 ms later than an unknown
// one on reset and resend, because the token and the e-mail were written before the answer.
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import type { AppContext } from "@api/app-context";
import { loadConfig } from "@api/config";
import { registerErrorHandler } from "@api/lib/error-handler";
import { authRoutes } from "./auth-routes";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";
import { MemoryAttemptStore } from "@api/lib/attempt-store";

/** A database whose every query never settles: a handler awaiting it would never answer. */
const stalled: unknown = new Proxy(() => undefined, {
  get: (_target, key) => (key === "then" ? () => undefined : stalled),
  apply: () => stalled,
});

async function appWithStalledDatabase() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });
  const ctx = {
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    db: stalled,
    clock: () => new Date(),
    outbox: { nudge: () => undefined },
    rateLimits: DEFAULT_RATE_LIMITS,
    attempts: new MemoryAttemptStore(),
  } as unknown as AppContext;
  await app.register(authRoutes(ctx));
  return app;
}

describe("reset and resend answer before looking the address up", () => {
  it.each(["/api/auth/reset-password-request", "/api/auth/resend-confirmation"])(
    "%s answers while the database has not answered",
    async (url) => {
      const app = await appWithStalledDatabase();
      const response = await app.inject({
        method: "POST",
        url,
        payload: { email: "someone@example.com" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty("data.message");
    },
  );
});
