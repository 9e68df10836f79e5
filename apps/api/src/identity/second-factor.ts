import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { recoveryCodes, totpFactors } from "../db/schema";
import { hashToken } from "./tokens";

export interface TotpFactor {
  secret: string;
  enabled: boolean;
}

export async function findTotpFactor(db: Db, userId: string): Promise<TotpFactor | undefined> {
  const [row] = await db
    .select({ secret: totpFactors.secret, enabledAt: totpFactors.enabledAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  return row && { secret: row.secret, enabled: row.enabledAt !== null };
}

/** A new secret awaiting its first code; replaces an earlier unfinished setup, never an enabled one. */
export async function saveTotpSetup(db: Db, userId: string, secret: string): Promise<boolean> {
  const saved = await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, lastUsedStep: 0 },
      setWhere: isNull(totpFactors.enabledAt),
    })
    .returning({ userId: totpFactors.userId });
  return saved.length > 0;
}

/**
 * Turns the factor on with the step of the code that proved it, and stores the recovery codes'
 * hashes (replacing any earlier ones) in the same transaction.
 */
export async function enableTotp(
  db: Db,
  userId: string,
  step: number,
  codes: string[],
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const enabled = await tx
      .update(totpFactors)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.enabledAt)))
      .returning({ userId: totpFactors.userId });
    if (enabled.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashToken(code), createdAt: now })));
    return true;
  });
}

/** Accepts a TOTP time step once: a conditional UPDATE, so a code is never used twice. */
export async function useTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const used = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        isNotNull(totpFactors.enabledAt),
        lt(totpFactors.lastUsedStep, step),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return used.length > 0;
}

/** Uses up one recovery code (given already normalised); false when it is unknown or used. */
export async function useRecoveryCode(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
  });
}
