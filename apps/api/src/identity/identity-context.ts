import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import type { SessionMemory } from "./session-memory";
import type { SessionCookie } from "./sessions";

/** What the identity layer needs of the app: the feature modules' AppContext is one. */
export interface IdentityContext {
  config: Pick<AppConfig, "appUrl">;
  db: Db;
  clock: Clock;
  sessionCookie: SessionCookie;
  /** On an embedded database: the sessions its owner read (session-memory.ts). */
  sessionMemory?: SessionMemory | undefined;
}
