import type { AccountStatus, AuditAction, AuditEntry } from "@lineup/shared";
import { OPERATOR_LIMITS } from "@lineup/shared";
import { count, desc } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { operatorAudit } from "@api/db/schema";

export interface AuditRecord {
  action: AuditAction;
  /** Null when the system acted (the start-up invitations of OPERATOR_EMAILS). */
  actor: { id: string; name: string } | null;
  target: { id: string | null; name: string } | null;
  message?: string | null;
  fromStatus?: AccountStatus | null;
  toStatus?: AccountStatus | null;
}

/** Appends rows inside the caller's transaction: the action and its record exist together. */
export async function recordAudit(db: Db, at: Date, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(operatorAudit).values(
    records.map((record) => ({
      at,
      action: record.action,
      actorId: record.actor?.id ?? null,
      actorName: record.actor?.name ?? "Lineup (OPERATOR_EMAILS)",
      targetId: record.target?.id ?? null,
      targetName: record.target?.name ?? null,
      message: record.message ?? null,
      fromStatus: record.fromStatus ?? null,
      toStatus: record.toStatus ?? null,
    })),
  );
}

/** One page of the log, newest first. */
export async function auditPage(
  db: Db,
  page: number,
): Promise<{ list: AuditEntry[]; total: number }> {
  const pageSize = OPERATOR_LIMITS.auditPageSize;
  const rows = await db
    .select()
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(operatorAudit);
  return {
    total: total?.n ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actor: { id: row.actorId, name: row.actorName },
      target: row.targetName === null ? null : { id: row.targetId, name: row.targetName },
      message: row.message,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
    })),
  };
}
