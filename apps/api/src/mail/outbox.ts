import { and, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";
import type { RenderedEmail } from "./layout";

/** The last e-mail to a deleted account (docs/decisions/0072). */
export const ACCOUNT_DELETED_KIND = "account_deleted";

/**
 * Kinds whose row is deleted once SMTP accepted it: after the last e-mail to a deleted account,
 * Lineup keeps nothing of the person, not even the record of that e-mail. (Without SMTP the kept
 * row is the e-mail itself, read at /dev/mail, so it stays.)
 */
export const ERASED_ONCE_SENT: ReadonlySet<string> = new Set([ACCOUNT_DELETED_KIND]);

/** Forgets the e-mails to these addresses (of these kinds only, when given), sent or waiting. */
export async function forgetRecipients(
  db: Db,
  addresses: string[],
  kinds?: readonly string[],
): Promise<void> {
  if (addresses.length === 0) return;
  await db
    .delete(outboxEmails)
    .where(
      and(
        inArray(outboxEmails.toAddress, addresses),
        kinds ? inArray(outboxEmails.kind, [...kinds]) : undefined,
      ),
    );
}

/**
 * Writes an e-mail to the outbox. Call it inside the transaction of the change that causes it, so
 * the e-mail exists exactly when the change does; the worker delivers it afterwards.
 */
export async function enqueueEmail(
  db: Db,
  kind: string,
  to: string,
  email: RenderedEmail,
): Promise<void> {
  await db.insert(outboxEmails).values({ kind, toAddress: to, ...email });
}
