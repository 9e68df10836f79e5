import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import type { SessionOrigin } from "./session-origin";
import { startSession } from "./sessions";
import { hashToken } from "./tokens";

/** Wrong codes a half session may give; the next ends it and the person signs in again. */
export const HALF_SESSION_MAX_FAILURES = 5;

export interface HalfSession {
  id: string;
  userId: string;
}

/** The caller's live half session (password right, second factor owed), if any. */
export async function findHalfSession(
  db: Db,
  token: string,
  now: Date,
): Promise<HalfSession | undefined> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.secondFactorPending, true),
        gt(sessions.expiresAt, now),
      ),
    );
  return row;
}

/** Counts a wrong code; returns true when that ended the half session. */
export async function countWrongCode(db: Db, half: HalfSession): Promise<boolean> {
  const [row] = await db
    .update(sessions)
    .set({ failedCodes: sql`${sessions.failedCodes} + 1` })
    .where(eq(sessions.id, half.id))
    .returning({ failedCodes: sessions.failedCodes });
  if (row && row.failedCodes < HALF_SESSION_MAX_FAILURES) return false;
  await db.delete(sessions).where(eq(sessions.id, half.id));
  return true;
}

/**
 * The second factor was proved: the half session ends and a full one starts under a new token, so
 * a token seen before the proof never becomes a full session. Returns the new token.
 */
export async function completeHalfSession(
  db: Db,
  half: HalfSession,
  now: Date,
  origin: SessionOrigin,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, half.id), eq(sessions.secondFactorPending, true)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return null;
    const started = await startSession(tx, half.userId, now, { origin, factorProved: true });
    return started.token;
  });
}
