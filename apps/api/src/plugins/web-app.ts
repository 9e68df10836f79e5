import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { ERROR_CODES, ERROR_STATUS, MESSAGES, type ApiError } from "@lineup/shared";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so the client router takes over; unknown /api paths get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
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
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    const statusCode = ERROR_STATUS[ERROR_CODES.notFound];
    return reply.status(statusCode).send({
      message: MESSAGES.routeNotFound,
      code: ERROR_CODES.notFound,
      statusCode,
    } satisfies ApiError);
  });
}
