import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared-once";
import { searchVersion, sessions, totpFactors, users } from "../db/schema";
import type { SessionMemory } from "./session-memory";
import type { SessionOrigin } from "./session-origin";
import { hashToken, newToken } from "./tokens";
import type { User } from "./users";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends 30 days after sign-in, or after 7 days without use, whichever comes first. */
export const SESSION_TTL_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** last_used_at moves at most this often, so a signed-in request is not a write each time. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** A half session (second factor owed) lasts this long. */
export const HALF_SESSION_TTL_MS = 10 * 60 * 1000;

/** The session cookie: `__Host-` prefixed and Secure when the app is served over https. */
export class SessionCookie {
  readonly name: string;
  private readonly secure: boolean;

  constructor(appUrl: string) {
    this.secure = appUrl.startsWith("https://");
    this.name = this.secure ? "__Host-lineup_session" : "lineup_session";
  }

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.name];
    return value && value.length <= 100 ? value : undefined;
  }

  write(reply: FastifyReply, token: string): void {
    void reply.setCookie(this.name, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
      maxAge: SESSION_TTL_MS / 1000,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
    });
  }
}

/**
 * Starts a session for a person whose password (or provider, or e-mailed link) was right. When the
 * account has a second factor it is a half session, which no route but the code check accepts:
 * deciding it here means no sign-in path can forget it (docs/decisions/0064).
 */
export async function startSession(
  db: Db,
  userId: string,
  now: Date,
  options: { origin?: SessionOrigin; factorProved?: boolean } = {},
): Promise<{ token: string; secondFactor: boolean }> {
  // One statement decides the half session and inserts it: a login is two queries (the user, then
  // this), which is what keeps it near the argon2id verify rate on PGlite (docs/decisions/0054).
  const owesFactor = sql`(not ${sql.placeholder("proved")}::boolean and exists (
    select 1 from ${totpFactors}
    where ${totpFactors.userId} = ${sql.placeholder("userId")} and ${totpFactors.enabledAt} is not null))`;
  // Stryker disable next-line StringLiteral: the name only lets PostgreSQL skip parsing; unnamed, the statement answers the same (mutation/equivalent-mutants.md)
  const insert = preparedOnce(db, "start_session", (on, name) =>
    on
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder("tokenHash"),
        userId: sql.placeholder("userId"),
        expiresAt: sql`case when ${owesFactor} then ${sql.placeholder("halfExpiresAt")}::timestamptz
          else ${sql.placeholder("expiresAt")}::timestamptz end`,
        createdAt: sql.placeholder("now"),
        lastUsedAt: sql.placeholder("now"),
        secondFactorPending: owesFactor,
        factorVerified: sql`${sql.placeholder("proved")}::boolean`,
        device: sql.placeholder("device"),
        network: sql.placeholder("network"),
      })
      .returning({ pending: sessions.secondFactorPending })
      .prepare(name),
  );
  const token = newToken();
  const [row] = await insert.execute({
    tokenHash: hashToken(token),
    userId,
    proved: options.factorProved ?? false,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    halfExpiresAt: new Date(now.getTime() + HALF_SESSION_TTL_MS).toISOString(),
    now,
    device: options.origin?.device ?? null,
    network: options.origin?.network ?? null,
  });
  // Stryker disable next-line OptionalChaining,BooleanLiteral: an INSERT of one row RETURNING answers that row or throws (mutation/equivalent-mutants.md)
  return { token, secondFactor: row?.pending ?? false };
}

/** Prepared: every login ends here (inside a transaction it is built once per transaction). */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  return (await startSession(db, userId, now)).token;
}

export interface LiveSession {
  user: User;
  id: string;
  expiresAt: Date;
  lastUsedAt: Date;
  device: string | null;
  /** Started by proving the second factor (docs/decisions/0079). */
  factorVerified: boolean;
  /**
   * The database's search version as this request began (migration 0017, decision 0093): read in
   * the session's statement, the one every signed-in request runs, so a kept search costs no
   * statement of its own.
   */
  searchVersion: number;
}

/**
 * Prepared: every signed-in request asks it. Half, expired and idle sessions are no session. With
 * `memory` (an embedded database's owner, session-memory.ts) a session read before is not read
 * again until some user, session or the search version changes.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  memory?: SessionMemory,
): Promise<LiveSession | undefined> {
  // Stryker disable next-line StringLiteral: the name only lets PostgreSQL skip parsing; unnamed, the statement answers the same (mutation/equivalent-mutants.md)
  const query = preparedOnce(db, "find_session_user", (on, name) =>
    on
      .select({
        user: users,
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
        device: sessions.device,
        factorVerified: sessions.factorVerified,
        searchVersion: sql`(select ${searchVersion.version} from ${searchVersion})`.mapWith(Number),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.expiresAt, sql.placeholder("now")),
          gt(sessions.lastUsedAt, sql.placeholder("idleSince")),
          eq(sessions.secondFactorPending, false),
        ),
      )
      .prepare(name),
  );
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const read = async () => (await query.execute({ tokenHash, now, idleSince }))[0];
  return memory ? memory.find(tokenHash, now, idleSince, read) : read();
}

/** Records a use: at most every SESSION_TOUCH_MS, or at once when the device is not yet known. */
export async function touchSession(
  db: Db,
  session: LiveSession,
  now: Date,
  origin: SessionOrigin,
): Promise<void> {
  const fresh = now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_MS;
  if (fresh && session.device) return;
  await db
    .update(sessions)
    .set({ lastUsedAt: now, device: origin.device, network: origin.network })
    .where(eq(sessions.id, session.id));
}

/** When this session began: a sign-in that recent proves the person (docs/decisions/0072). */
export async function sessionStartedAt(db: Db, token: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.createdAt;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
