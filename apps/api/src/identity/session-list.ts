import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { placeOf, UNKNOWN_DEVICE } from "./session-origin";
import { SESSION_IDLE_MS } from "./sessions";
import { hashToken } from "./tokens";

export interface SessionSummary {
  id: string;
  device: string;
  place: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person's live full sessions, most recently used first; `current` marks the caller's own. */
export async function listSessions(
  db: Db,
  userId: string,
  currentToken: string,
  now: Date,
): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      device: sessions.device,
      network: sessions.network,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.secondFactorPending, false),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  const current = hashToken(currentToken);
  return rows.map((row) => ({
    id: row.id,
    device: row.device ?? UNKNOWN_DEVICE,
    place: placeOf(row.network),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.tokenHash === current,
  }));
}

/** Ends one of the person's sessions by its id; false when no such session is theirs. */
export async function endSessionById(db: Db, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** "Sign out everywhere else": every session of the person but the caller's. */
export async function endOtherSessions(
  db: Db,
  userId: string,
  currentToken: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ id: sessions.id });
  return ended.length;
}
