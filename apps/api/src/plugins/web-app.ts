import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import {
  ERROR_CODES,
  ERROR_STATUS,
  MESSAGES,
  ROUTES,
  SCREEN_PAGES_FILE,
  screenKey,
  type ApiError,
  type ScreenPages,
} from "@lineup/shared";
import type { FastifyInstance } from "fastify";

/**
 * The page to answer a client path with: the screen's copy of index.html, whose head already
 * asks for the screen's chunks (docs/decisions/0040), or index.html itself (/auth only redirects;
 * a build without screen pages).
 */
function pageFinder(distDir: string): (url: string) => string {
  const file = path.join(distDir, SCREEN_PAGES_FILE);
  const pages = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as ScreenPages).pages
    : undefined;
  return (url) => {
    const key = screenKey(url.split(/[?#]/, 1)[0]!);
    if (!pages || key === ROUTES.auth) return "index.html";
    return (Object.hasOwn(pages, key) ? pages[key] : pages["*"]) ?? "index.html";
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with its screen's page so the client router takes over; unknown /api paths get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  const pageFor = pageFinder(distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (!isApi && hasBuild && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile(pageFor(request.url));
    }
    const statusCode = ERROR_STATUS[ERROR_CODES.notFound];
    return reply.status(statusCode).send({
      message: MESSAGES.routeNotFound,
      code: ERROR_CODES.notFound,
      statusCode,
    } satisfies ApiError);
  });
}
