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

  // JSON answers are never rendered or framed: the few headers that matter for them, which keeps
  // every API answer ~600 bytes lighter than the page set (bench: trivial route vs hello-world).
  const apiHeaders: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    ...(headers["strict-transport-security"]
      ? { "strict-transport-security": headers["strict-transport-security"] }
      : {}),
  };

  const allowedOrigin = new URL(appUrl).origin;
  app.addHook("onRequest", (request, reply, done) => {
    // Set first so a route (the API docs page, uploaded media) can still replace its own CSP.
    const json = request.url.startsWith("/api/") && !request.url.startsWith("/api/docs");
    void reply.headers(json ? apiHeaders : headers);
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
