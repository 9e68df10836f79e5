import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import {
  ERROR_CODES,
  ERROR_STATUS,
  MESSAGES,
  PROVIDERS_META_NAME,
  type ApiError,
  type Providers,
} from "@lineup/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so the client router takes over; unknown /api paths get the JSON 404.
 *
 * index.html carries this installation's sign-in providers in a meta tag, so the login and join
 * screens paint without first asking `GET /api/auth/providers` (decision 0078). It carries the
 * stylesheet inline (decision 0095), so it is sent compressed, as the hashed assets are.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  providers: Providers,
): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const page = existsSync(indexFile)
    ? withProviders(readFileSync(indexFile, "utf8"), providers)
    : null;
  const sendPage = page ? pageSender(page) : null;
  if (page) {
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
    if (!isApi && sendPage && (request.method === "GET" || request.method === "HEAD")) {
      return sendPage(request, reply);
    }
    const statusCode = ERROR_STATUS[ERROR_CODES.notFound];
    return reply.status(statusCode).send({
      message: MESSAGES.routeNotFound,
      code: ERROR_CODES.notFound,
      statusCode,
    } satisfies ApiError);
  });
}

/** Sends the page, compressed once at start, in the encoding the browser prefers. */
function pageSender(page: string) {
  const bodies = {
    br: brotliCompressSync(page),
    gzip: gzipSync(page),
    identity: Buffer.from(page),
  };
  const encodings = Object.keys(bodies) as (keyof typeof bodies)[];
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", encodings) ?? "identity";
    void reply
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (encoding !== "identity") void reply.header("content-encoding", encoding);
    return reply.send(bodies[encoding]);
  };
}

/** The page with `<meta name="lineup-providers" content="google facebook">` (the enabled ones). */
function withProviders(html: string, providers: Providers): string {
  const enabled = (Object.keys(providers) as (keyof Providers)[]).filter((name) => providers[name]);
  const meta = `<meta name="${PROVIDERS_META_NAME}" content="${enabled.join(" ")}" />`;
  return html.includes("</head>") ? html.replace("</head>", `    ${meta}\n  </head>`) : meta + html;
}
