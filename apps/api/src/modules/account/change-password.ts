import { ERROR_CODES, MESSAGES, type ChangePasswordBody } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import {
  assertUncommonPassword,
  endOtherSessions,
  queuePasswordChangedEmail,
  setPasswordHash,
  voidTokens,
  type User,
} from "@api/identity";
import { wrongPassword } from "./account-proof";

/**
 * A new password, proved by the current one: every other session ends (this one stays), reset
 * links sent before are void, and the address is told.
 */
export async function changePassword(
  ctx: AppContext,
  user: User,
  sessionToken: string,
  body: Required<ChangePasswordBody>,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.noPasswordYet, {
      currentPassword: MESSAGES.noPasswordYet,
    });
  }
  if (!(await ctx.hasher.verify(user.passwordHash, body.currentPassword))) {
    throw wrongPassword("currentPassword");
  }
  assertUncommonPassword(body.password);
  const passwordHash = await ctx.hasher.hash(body.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await endOtherSessions(tx, user.id, sessionToken);
    await voidTokens(tx, user.id, ["password_reset"], ctx.clock());
    await queuePasswordChangedEmail(ctx, tx, user);
  });
  ctx.outbox.nudge();
}
