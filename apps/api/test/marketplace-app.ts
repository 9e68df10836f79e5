import type { AccountStatus, UserRole } from "@lineup/shared";
import type { Db } from "../src/db/client";
import { APP_URL } from "./auth-helpers";
import { offerAthlete, offerBuyer, type OfferAthlete } from "./offer-parties";
import { signedInOperator, type Operator } from "./operator-helpers";
import { callerOf, type Caller } from "./search-callers";
import { createTestApp, type TestApp, type TestAppOptions, type TestClock } from "./test-app";
import type { DatabaseKind } from "./test-database";

export interface MarketplaceOptions {
  /** OPERATOR_EMAILS: addresses `operator()` can sign in the whole way. */
  operators?: readonly string[];
  /** Where the app's log lines go; given, the app logs at debug level. */
  logLines?: string[];
  env?: Record<string, string>;
  /** More of the app's dependencies (the clock is the suite's already). */
  deps?: NonNullable<TestAppOptions["deps"]>;
}

/** The real app with mail, on the suite's clock, and the people of a marketplace test. */
export interface MarketplaceApp extends TestApp {
  db: Db;
  /** A confirmed, signed-in account of that role, in that status (approved unless told). */
  caller(role: UserRole, status?: AccountStatus): Promise<Caller>;
  /** A business or individual with a profile, as offers name it (approved unless told). */
  buyer(role: "business" | "individual", status?: AccountStatus): Promise<Caller>;
  /** An approved athlete with one service at that private minimum, an agent's when named. */
  athlete(minimum: number, agentId?: string): Promise<OfferAthlete>;
  /** The first (or the given) address of `operators`, signed in with password and code. */
  operator(email?: string): Promise<Operator>;
}

/**
 * The usual start of the search, offer, media and guardian suites: the app on a fresh database
 * of `kind`, sending to a real SMTP server, reading the time from `clock`, knowing its operators.
 */
export async function createMarketplaceApp(
  kind: DatabaseKind,
  clock: TestClock,
  options: MarketplaceOptions = {},
): Promise<MarketplaceApp> {
  const { operators = [], logLines } = options;
  const t = await createTestApp(kind, {
    mail: true,
    env: {
      APP_URL,
      ...(operators.length > 0 ? { OPERATOR_EMAILS: operators.join(",") } : {}),
      ...(logLines ? { LOG_LEVEL: "debug" } : {}),
      ...options.env,
    },
    deps: {
      clock: clock.now,
      ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
      ...options.deps,
    },
  });
  const { app, sink } = t;
  const { db } = t.database;
  return {
    ...t,
    db,
    caller: (role, status = "approved") => callerOf(app, sink, db, role, status),
    buyer: (role, status = "approved") => offerBuyer(app, sink, db, role, status),
    athlete: (minimum, agentId) => offerAthlete(app, sink, db, minimum, agentId),
    operator: (email = operators[0] ?? "") => signedInOperator(app, sink, clock, email),
  };
}
