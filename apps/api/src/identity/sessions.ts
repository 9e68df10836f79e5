import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared-once";
import { sessions, users } from "../db/schema";
import { hashToken, newToken } from "./tokens";
import type { User } from "./users";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

/** Prepared: every login ends here (inside a transaction it is built once per transaction). */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  const insert = preparedOnce(db, "create_session", (on, name) =>
    on
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder("tokenHash"),
        userId: sql.placeholder("userId"),
        expiresAt: sql.placeholder("expiresAt"),
      })
      .prepare(name),
  );
  await insert.execute({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** Prepared: every signed-in request asks it. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<User | undefined> {
  const query = preparedOnce(db, "find_session_user", (on, name) =>
    on
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash: hashToken(token), now });
  return row?.user;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
