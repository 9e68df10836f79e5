import { ROUTES } from "@lineup/shared";
import type { IdentityContext } from "./identity-context";
import type { Db } from "../db/client";
import { enqueueEmail } from "../mail/outbox";
import { confirmationEmail, congratulationEmail, passwordResetEmail } from "../mail/templates";
import { issueToken } from "./one-time-tokens";
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
