import { ROUTES } from "@lineup/shared";
import type { IdentityContext } from "./identity-context";
import type { Db } from "../db/client";
import { ACCOUNT_DELETED_KIND, enqueueEmail } from "../mail/outbox";
import { confirmationEmail, congratulationEmail, passwordResetEmail } from "../mail/templates";
import {
  accountDeletedEmail,
  emailChangedEmail,
  emailChangeLinkEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
} from "../mail/account-templates";
import { issueToken, voidTokens } from "./one-time-tokens";
import type { EmailChangePayload } from "./email-change";
import type { User } from "./users";

const displayName = (user: User) => user.firstName ?? user.businessName;

/** Issues a confirmation token and queues its e-mail, inside the caller's transaction. */
export async function queueConfirmationEmail(
  ctx: IdentityContext,
  tx: Db,
  user: User,
): Promise<void> {
  const token = await issueToken(tx, "email_confirmation", ctx.clock(), user.id);
  const url = `${ctx.config.appUrl}${ROUTES.confirmationRedirect}?token=${token}`;
  await enqueueEmail(tx, "confirmation", user.email, confirmationEmail(displayName(user), url));
}

export async function queueResetEmail(ctx: IdentityContext, tx: Db, user: User): Promise<void> {
  const token = await issueToken(tx, "password_reset", ctx.clock(), user.id);
  const url = `${ctx.config.appUrl}${ROUTES.setNewPassword}?code=${token}`;
  await enqueueEmail(tx, "password_reset", user.email, passwordResetEmail(displayName(user), url));
}

export async function queueCongratulationEmail(
  ctx: IdentityContext,
  tx: Db,
  user: User,
): Promise<void> {
  await enqueueEmail(
    tx,
    "congratulation",
    user.email,
    congratulationEmail(displayName(user), ctx.config.appUrl),
  );
}

/**
 * An e-mail change: the link goes to the new address (one live link per account: earlier ones are
 * voided), and the old address hears of it at once. Inside the caller's transaction.
 */
export async function queueEmailChangeEmails(
  ctx: IdentityContext,
  tx: Db,
  user: User,
  newEmail: string,
): Promise<void> {
  await voidTokens(tx, user.id, ["email_change"], ctx.clock());
  const payload: EmailChangePayload = { email: newEmail, from: user.email };
  const token = await issueToken(tx, "email_change", ctx.clock(), user.id, payload);
  const url = `${ctx.config.appUrl}${ROUTES.confirmEmailChange}?token=${token}`;
  await enqueueEmail(tx, "email_change", newEmail, emailChangeLinkEmail(displayName(user), url));
  await enqueueEmail(
    tx,
    "email_change_requested",
    user.email,
    emailChangeRequestedEmail(displayName(user), newEmail, ctx.config.appUrl),
  );
}

/** Tells the address an account just left that it did. */
export async function queueEmailChangedNotice(
  ctx: IdentityContext,
  tx: Db,
  user: User,
  oldEmail: string,
): Promise<void> {
  await enqueueEmail(
    tx,
    "email_changed",
    oldEmail,
    emailChangedEmail(displayName(user), user.email, ctx.config.appUrl),
  );
}

export async function queuePasswordChangedEmail(
  ctx: IdentityContext,
  tx: Db,
  user: User,
): Promise<void> {
  await enqueueEmail(
    tx,
    "password_changed",
    user.email,
    passwordChangedEmail(displayName(user), ctx.config.appUrl),
  );
}

/** The last e-mail to a deleted account; its outbox row goes once it is delivered. */
export async function queueAccountDeletedEmail(tx: Db, user: User): Promise<void> {
  await enqueueEmail(tx, ACCOUNT_DELETED_KIND, user.email, accountDeletedEmail(displayName(user)));
}
