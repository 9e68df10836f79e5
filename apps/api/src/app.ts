import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppContext } from "./app-context";
import type { AppConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { prepareDatabase } from "./db/prepare-database";
import { WEB_DIST_DIR } from "./lib/api-root";
import { systemClock, type Clock } from "./lib/clock";
import { handleClientError } from "./lib/client-error";
import { refuseBodiesWhereNoneIsTaken } from "./lib/bodiless-routes";
import { registerErrorHandler } from "./lib/error-handler";
import { logSerializers } from "./lib/log-serializers";
import { devMailRoutes } from "./mail/dev-mail-routes";
import { OutboxWorker } from "./mail/outbox-worker";
import { createMailTransport, type MailTransport } from "./mail/transport";
import { PasswordHasher, SessionCookie, SessionMemory } from "./identity";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./lib/rate-limits";
import { MemoryAttemptStore, type AttemptStore } from "./lib/attempt-store";
import { RedisAttemptStore } from "./lib/redis-attempt-store";
import { connectRedis } from "./lib/redis-connection";
import { sharedRateLimitStore } from "./lib/shared-rate-limit-store";
import {
  accountRoutes,
  credentialRoutes,
  eraseTooYoungAccount,
  registrationRoutes,
} from "./modules/account";
import { authRoutes } from "./modules/auth";
import { ensureDemoMarketplace } from "./modules/demo";
import { guardianMayViewFile, guardianRoutes } from "./modules/guardians";
import { healthRoutes } from "./modules/health";
import { invitationRoutes, representationRoutes } from "./modules/invitations";
import {
  createLiveEvents,
  DEFAULT_LIVE_PREFIX,
  eventsRoutes,
  HEARTBEAT_MS,
  type LiveEvents,
} from "./modules/live-events";
import { LookupCatalog, lookupRoutes } from "./modules/lookups";
import { mediaRoutes } from "./modules/media";
import { oauthRoutes } from "./modules/oauth";
import { inviteConfiguredOperators, operatorRoutes } from "./modules/operators";
import {
  athleteRoutes,
  businessIndividualRoutes,
  myProfileRoutes,
  ownProfile,
  privateProfileRoutes,
} from "./modules/profiles";
import { sessionRoutes, totpRoutes } from "./modules/security";
import {
  GuardianWorker,
  guardianOfferRoutes,
  OfferExpiryWorker,
  offerRoutes,
} from "./modules/offers";
import { mayViewAthleteFiles, searchRoutes } from "./modules/search";
import { serviceRoutes } from "./modules/services";
import { createStorage } from "./storage/create-storage";
import type { MediaStorage } from "./storage/media-storage";
import { registerApiDocs } from "./plugins/api-docs";
import { registerSecurity } from "./plugins/security";
import { registerWebApp } from "./plugins/web-app";

declare module "fastify" {
  interface FastifyInstance {
    /** The e-mail outbox worker; tests run `runOnce()` to deliver without waiting. */
    outbox: OutboxWorker;
    /** The live-events hub of the app context; tests publish and ask isListening through it. */
    liveEvents: LiveEvents;
    /** Closes offers past their expiry; tests run `runOnce()` with their clock. */
    offerExpiry: OfferExpiryWorker;
    /** Guardians' daily digests and 18th birthdays (issue 25); tests run its passes. */
    guardianWorker: GuardianWorker;
  }
}

export interface AppDeps {
  /** An open database; when absent, buildApp opens the configured one and closes it on close. */
  database?: Database;
  /** Where the built web app lives; tests of the API alone point it at nothing. */
  webDistDir?: string;
  /** The time; tests inject one to check expiry without sleeping. */
  clock?: Clock;
  rateLimits?: RateLimits;
  /** Replaces SMTP or the kept-mail transport (unit tests of failures). */
  mailTransport?: MailTransport;
  /** Replaces the configured file storage. */
  storage?: MediaStorage;
  /** Where this app's rate-limit and attempt counters live in Redis (tests keep theirs apart). */
  redisKeyPrefix?: string;
  /** Whether the outbox worker delivers in the background (default true). */
  startOutbox?: boolean;
  /** How often an open events stream gets a heartbeat (tests shorten the 25 s). */
  eventsHeartbeatMs?: number;
  /**
   * Whether offers past their expiry are closed, and guardians' digests and birthdays handled, in
   * the background (default: as startOutbox).
   */
  startOfferExpiry?: boolean;
  /** Where log lines go instead of stdout (tests read what would have been logged). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Builds the whole server (never listens), so tests build it with their own config. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // A failed query's error is logged without its parameters (lib/log-serializers).
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
        censor: "[redacted]",
      },
    },
    // Per-request lines are written by the hook below, so hot GETs stay quiet at info level.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    // What the HTTP parser refuses (oversized header, malformed line) answers the error shape too.
    clientErrorHandler: handleClientError,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseBodiesWhereNoneIsTaken(app);

  app.addHook("onRequest", (request, reply, done) => {
    void reply.header("x-request-id", request.id);
    done();
  });
  const logsDebug = config.logLevel === "debug" || config.logLevel === "trace";
  app.addHook("onResponse", (request, reply, done) => {
    const quiet = request.method === "GET" && reply.statusCode < 400 && reply.elapsedTime < 500;
    if (quiet && !logsDebug) return done();
    request.log[quiet ? "debug" : "info"](
      {
        method: request.method,
        url: request.routeOptions.url ?? "(unmatched)",
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request completed",
    );
    done();
  });

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/db` }));
  app.addHook("onClose", async () => {
    await app.offerExpiry?.stop();
    await app.guardianWorker?.stop();
    await app.outbox?.stop();
    if (ownsDatabase) await database.close();
  });
  if (ownsDatabase) await prepareDatabase(database);

  const catalog = new LookupCatalog();
  await catalog.load(database.db);

  await registerSecurity(app, config.appUrl);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook("onClose", async () => redis.close());
  const redisKeyPrefix = deps.redisKeyPrefix ?? "lineup:rate-limit:";
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis, redisKeyPrefix) } : {}),
  });
  const attempts: AttemptStore = redis
    ? new RedisAttemptStore(redis, `${redisKeyPrefix}attempt:`)
    : new MemoryAttemptStore();
  await registerApiDocs(app, config.appUrl);

  const clock = deps.clock ?? systemClock;
  const transport =
    deps.mailTransport ??
    createMailTransport(
      config.smtpUrl,
      config.mailFrom,
      app.log,
      config.env === "development" ? (line) => process.stdout.write(`${line}\n`) : undefined,
    );
  const outbox = new OutboxWorker(database.db, transport, clock, app.log);
  // An embedded database has one owner, which hears every change there: it keeps the sessions it
  // read off PGlite's one thread (decision 0094). PostgreSQL is read at every request.
  const sessionMemory = database.hearIdentityChanges ? new SessionMemory() : undefined;
  if (sessionMemory) await database.hearIdentityChanges!(() => sessionMemory.forget());
  const hasher = new PasswordHasher();
  app.addHook("onClose", () => hasher.close());
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    hasher,
    outbox,
    sessionCookie: new SessionCookie(config.appUrl),
    sessionMemory,
    rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    attempts,
    catalog,
    storage: deps.storage ?? (await createStorage(config)),
    // Through Redis pub/sub when REDIS_URL is set, so a page hears events of every instance.
    liveEvents: await createLiveEvents(redis, {
      prefix: deps.redisKeyPrefix ? `${deps.redisKeyPrefix}live:` : DEFAULT_LIVE_PREFIX,
      refreshMs: deps.eventsHeartbeatMs ?? HEARTBEAT_MS,
      log: app.log,
    }),
  };
  app.addHook("onClose", () => ctx.liveEvents.close());
  app.decorate("outbox", outbox);
  app.decorate("liveEvents", ctx.liveEvents);
  app.decorateRequest("user", null);
  app.decorateRequest("searchVersion", 0);

  // Health checks and picker lookups neither read nor set cookies, so they sit outside the cookie
  // plugin's context (Fastify encapsulation); multipart lives inside the upload routes alone.
  await app.register(healthRoutes(() => database.ping()));
  await app.register(lookupRoutes(catalog));
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    await withCookies.register(authRoutes(ctx));
    await withCookies.register(oauthRoutes(ctx));
    await withCookies.register(myProfileRoutes(ctx));
    await withCookies.register(registrationRoutes(ctx));
    await withCookies.register(accountRoutes(ctx));
    await withCookies.register(credentialRoutes(ctx));
    await withCookies.register(athleteRoutes(ctx, eraseTooYoungAccount));
    await withCookies.register(businessIndividualRoutes(ctx));
    await withCookies.register(privateProfileRoutes(ctx));
    await withCookies.register(serviceRoutes(ctx));
    await withCookies.register(
      mediaRoutes(ctx, ownProfile, mayViewAthleteFiles, guardianMayViewFile),
    );
    await withCookies.register(invitationRoutes(ctx));
    await withCookies.register(sessionRoutes(ctx));
    await withCookies.register(totpRoutes(ctx));
    await withCookies.register(representationRoutes(ctx));
    await withCookies.register(operatorRoutes(ctx));
    await withCookies.register(searchRoutes(ctx));
    await withCookies.register(eventsRoutes(ctx, { heartbeatMs: deps.eventsHeartbeatMs }));
    await withCookies.register(offerRoutes(ctx));
    await withCookies.register(guardianRoutes(ctx));
  });
  // A guardian's offer link: the token is the credential, no cookie is read.
  await app.register(guardianOfferRoutes(ctx));
  if (config.env !== "production") await app.register(devMailRoutes(database.db));
  await registerWebApp(app, deps.webDistDir ?? WEB_DIST_DIR, {
    google: config.google !== null,
    facebook: config.facebook !== null,
  });
  // OPERATOR_EMAILS: each address without an operator account is invited (once while it works).
  app.addHook("onReady", async () => {
    await inviteConfiguredOperators(ctx, app.log);
  });
  if (deps.startOutbox !== false) app.addHook("onReady", async () => outbox.start());
  const offerExpiry = new OfferExpiryWorker(ctx, app.log);
  app.decorate("offerExpiry", offerExpiry);
  const guardianWorker = new GuardianWorker(ctx, app.log);
  app.decorate("guardianWorker", guardianWorker);
  if ((deps.startOfferExpiry ?? deps.startOutbox) !== false) {
    app.addHook("onReady", async () => offerExpiry.start());
    app.addHook("onReady", async () => guardianWorker.start());
  }
  // After migrations and the lookup seed, before the first request (docs/decisions/0080).
  if (config.demoData) await ensureDemoMarketplace(ctx, app.log);

  return app;
}
