import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { EventStream } from "./event-stream";
import { MAX_STREAMS_PER_USER, OpenStreams } from "./open-streams";

/** Under the 30–60 s after which proxies and load balancers drop a silent connection. */
export const HEARTBEAT_MS = 25_000;

export interface EventsRouteOptions {
  /** Tests shorten it to see a heartbeat without waiting 25 s. */
  heartbeatMs?: number;
}

/**
 * GET /api/events: the signed-in person's live updates as server-sent events (DESIGN.md "live
 * updates"; docs/decisions/0086). `event: offer|message` with `{ type, offerId }`: the page
 * re-reads the offer with its own session, so nothing private travels here.
 */
export function eventsRoutes(
  ctx: AppContext,
  options: EventsRouteOptions = {},
): FastifyPluginAsyncZod {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  return async (app) => {
    const open = new OpenStreams();
    // Before the server stops accepting: an open stream would keep Fastify's close waiting.
    app.addHook("preClose", (done) => {
      open.endAll();
      done();
    });

    app.get(
      "/api/events",
      {
        schema: {
          tags: ["live updates"],
          summary: "Server-sent events of the signed-in person's offers and messages",
          description:
            "text/event-stream: `event: offer` or `event: message` with data `{ type, offerId }`, " +
            `a comment every ${HEARTBEAT_MS / 1000} s, and \`retry:\`. At most ` +
            `${MAX_STREAMS_PER_USER} open per person and instance; the next answers 429.`,
        },
        preHandler: requireUser(ctx),
      },
      async (request, reply) => {
        const userId = request.user!.id;
        if (open.count(userId) >= MAX_STREAMS_PER_USER) {
          throw new AppError(ERROR_CODES.rateLimited, MESSAGES.liveUpdatesTooManyPages);
        }
        // From here the response is ours: no serializer, no onSend hook, nothing buffers it.
        reply.hijack();
        const stream = new EventStream(reply.raw, reply.getHeaders());
        open.add(userId, stream);
        const unsubscribe = ctx.liveEvents.subscribe(userId, (event) => stream.send(event));
        const heartbeat = setInterval(() => stream.heartbeat(), heartbeatMs);
        const closed = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.remove(userId, stream);
        };
        reply.raw.once("close", closed);
        // The page may have gone while its session was read: then "close" has already fired.
        if (request.raw.socket.destroyed) closed();
      },
    );
  };
}
