import { ERROR_CODES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";
import { computeSecurityHeaders } from "./security-headers";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Security headers on every answer, and the Origin rule of DESIGN.md for state changes. */
export function registerSecurity(app: FastifyInstance, appUrl: string): void {
  const headers = computeSecurityHeaders({
    contentSecurityPolicy: {
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
    },
    // Pages carry one-time codes in their query string (reset, OAuth hand-off): never leak them.
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: appUrl.startsWith("https://"),
  });

  const allowedOrigin = new URL(appUrl).origin;
  app.addHook("onRequest", (request, reply, done) => {
    // Set first so a route (the API docs page) can still replace its own CSP.
    void reply.headers(headers);
    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      if (
        (origin !== undefined && origin !== allowedOrigin) ||
        request.headers["sec-fetch-site"] === "cross-site"
      ) {
        done(new AppError(ERROR_CODES.badOrigin, 403, "This request came from another site."));
        return;
      }
    }
    done();
  });
}
