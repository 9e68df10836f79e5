import helmet from "@fastify/helmet";
import { ERROR_CODES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Security headers on every answer, and the Origin rule of DESIGN.md for state changes. */
export async function registerSecurity(app: FastifyInstance, appUrl: string): Promise<void> {
  // Before any route's own headers: a route (uploaded media) can still replace its CSP.
  await app.register(helmet, {
    // Set below from a policy built once: @fastify/helmet 13.2 calls helmet(options) on every
    // request, and building the CSP string was a quarter of a lookup's CPU (decision 0096).
    contentSecurityPolicy: false,
    // Pages carry one-time codes in their query string (reset, OAuth hand-off): never leak them.
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: appUrl.startsWith("https://"),
  });
  const setContentSecurityPolicy = helmet.contentSecurityPolicy(CONTENT_SECURITY_POLICY);
  app.addHook("onRequest", (request, reply, done) => {
    setContentSecurityPolicy(request.raw, reply.raw, done);
  });

  const allowedOrigin = new URL(appUrl).origin;
  app.addHook("onRequest", (request, reply, done) => {
    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      if (
        (origin !== undefined && origin !== allowedOrigin) ||
        request.headers["sec-fetch-site"] === "cross-site"
      ) {
        done(new AppError(ERROR_CODES.badOrigin, "This request came from another site."));
        return;
      }
    }
    done();
  });
}
