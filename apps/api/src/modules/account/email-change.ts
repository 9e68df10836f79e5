import { ERROR_CODES, MESSAGES, type EmailChangeBody } from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import {
  consumeToken,
  emailChangeOf,
  emailTaken,
  findUserByEmail,
  findUserById,
  moveToEmail,
  queueEmailChangedNotice,
  queueEmailChangeEmails,
  voidTokens,
  type User,
} from "@api/identity";
import { proveItIsThem } from "./account-proof";

/**
 * Asks to move the account to a new address: proved by the password (or a recent provider
 * sign-in), refused for an address another account has (409, as sign-up), then a link goes to the
 * new address and the old one is told. Nothing changes until the link is opened.
 */
export async function requestEmailChange(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  body: { email: string; password?: EmailChangeBody["password"] },
): Promise<void> {
  await proveItIsThem(ctx, request, user, body.password);
  if (body.email === user.email) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.sameEmail, { email: MESSAGES.sameEmail });
  }
  if (await findUserByEmail(ctx.db, body.email)) throw emailTaken();
  await ctx.db.transaction((tx) => queueEmailChangeEmails(ctx, tx, user, body.email));
  ctx.outbox.nudge();
}

const invalidLink = () => new AppError(ERROR_CODES.invalidToken, MESSAGES.invalidEmailChangeLink);

/**
 * The link from the new address: single-use, 24 h. The account moves there (confirmed: the link
 * proved it), other links of the account are void, and the old address is told. A link asked
 * from an address the account has since left is refused.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<User> {
  const now = ctx.clock();
  const moved = await ctx.db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, "email_change", now);
    const change = emailChangeOf(used?.payload);
    if (!used?.userId || !change) throw invalidLink();
    const before = await findUserById(tx, used.userId);
    if (!before || before.email !== change.from) throw invalidLink();
    if (await findUserByEmail(tx, change.email)) throw emailTaken();
    const user = await moveToEmail(tx, before.id, change.email, now);
    if (!user) throw emailTaken();
    await voidTokens(tx, user.id, ["email_change", "password_reset", "email_confirmation"], now);
    await queueEmailChangedNotice(ctx, tx, user, change.from);
    return user;
  });
  ctx.outbox.nudge();
  return moved;
}
