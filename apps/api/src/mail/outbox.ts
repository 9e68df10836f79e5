import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";
import type { RenderedEmail } from "./layout";

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
