import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { AttemptStore } from "./lib/attempt-store";
import type { Clock } from "./lib/clock";
import type { OutboxWorker } from "./mail/outbox-worker";
import type { PasswordHasher, SessionCookie, SessionMemory } from "./identity";
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
  /** On an embedded database: the sessions its owner read (identity/session-memory.ts). */
  sessionMemory: SessionMemory | undefined;
  rateLimits: RateLimits;
  /** Sign-in and e-mail request counters (in Redis when REDIS_URL is set). */
  attempts: AttemptStore;
  catalog: LookupCatalog;
  storage: MediaStorage;
  /** Offers and messages pushed to open pages (GET /api/events). */
  liveEvents: LiveEvents;
}
