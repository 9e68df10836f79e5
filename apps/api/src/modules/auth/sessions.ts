import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
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

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  return row?.user;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
