import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import type { SessionCookie } from "./sessions";

/** What the identity layer needs of the app: the feature modules' AppContext is one. */
export interface IdentityContext {
  config: Pick<AppConfig, "appUrl">;
  db: Db;
  clock: Clock;
  sessionCookie: SessionCookie;
}
