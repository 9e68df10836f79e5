import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import type { AttemptStore } from "./lib/attempt-store";
import type { Clock } from "./lib/clock";
import type { OutboxWorker } from "./mail/outbox-worker";
import type { PasswordHasher, SessionCookie } from "./identity";
import type { RateLimits } from "./lib/rate-limits";
import type { LiveEvents } from "./modules/live-events";
import type { LookupCatalog } from "./modules/lookups";
import type { MediaStorage } from "./storage/media-storage";

/** What feature modules are given: the pieces buildApp assembled, nothing global. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  outbox: OutboxWorker;
  sessionCookie: SessionCookie;
  rateLimits: RateLimits;
  /** Sign-in and e-mail request counters (in Redis when REDIS_URL is set). */
  attempts: AttemptStore;
  catalog: LookupCatalog;
  storage: MediaStorage;
  /** Offers and messages pushed to open pages (GET /api/events). */
  liveEvents: LiveEvents;
  /** Hears the database's notifications (`pg_notify`), e.g. that what a search shows changed. */
  listen: Database["listen"];
  /** Which database serves: PGlite hears its own notifications at once, PostgreSQL a moment later. */
  databaseKind: Database["kind"];
}
