import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { forgetRecipients } from "../mail/outbox";
import { queueAccountDeletedEmail } from "./account-emails";
import { otherAddressesOf } from "./email-change";
import { findUserByEmail, type User } from "./users";

/** E-mails the account's own doings caused (not other people's invitations to an address). */
const OWN_EMAIL_KINDS = [
  "confirmation",
  "password_reset",
  "congratulation",
  "email_change",
  "email_change_requested",
  "email_changed",
  "password_changed",
  // The operator's decisions on the account (modules/operators/decisions.ts).
  "account_approved",
  "account_changes_requested",
  "account_rejected",
  "account_suspended",
];

/**
 * Deletes the account inside the caller's transaction. Every row that names the person goes with
 * the users row (foreign keys cascade: sessions, one-time tokens, provider identities, second
 * factor, the profile with its services and media rows, representation requests, invitations
 * sent). The outbox forgets what was sent to the person (it holds links and names), and the last
 * e-mail is queued, to be forgotten once delivered. Stored files are the caller's to delete once
 * this commits. Without `farewell` (an athlete under 13, refused) no last e-mail is queued.
 */
export async function eraseUser(
  db: Db,
  user: User,
  { farewell = true }: { farewell?: boolean } = {},
): Promise<void> {
  const former: string[] = [];
  for (const address of await otherAddressesOf(db, user)) {
    // A former address someone else signs in with now is theirs, and so are its e-mails.
    if (!(await findUserByEmail(db, address))) former.push(address);
  }
  await forgetRecipients(db, [user.email]);
  await forgetRecipients(db, former, OWN_EMAIL_KINDS);
  await db.delete(users).where(eq(users.id, user.id));
  if (farewell) await queueAccountDeletedEmail(db, user);
}
