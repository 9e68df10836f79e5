import { ERROR_CODES, MESSAGES, type localSignUpBodySchema } from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import { users } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import { attachInvitation } from "../invitations";
import {
  queueConfirmationEmail,
  queueResetEmail,
  assertUncommonPassword,
  emailTaken,
  newUserValues,
  consumeToken,
  createSession,
  isConfirmedByEarlierLink,
  endAllSessions,
  findUserByEmail,
  insertUser,
  markEmailConfirmed,
  removeUnverifiedIdentities,
  startSession,
  voidTokens,
  type SessionOrigin,
  type User,
} from "@api/identity";

type LocalSignUp = z.output<typeof localSignUpBodySchema>;

/**
 * Local sign-up: an unconfirmed account and its confirmation e-mail, in one transaction. An
 * athlete who signs up with the token of an agent's invitation e-mailed to this same address has
 * proved it by following the link: the account is confirmed and signed in at once, and no
 * confirmation e-mail goes (a departure from spec §4, docs/decisions/0077).
 */
export async function signUpLocal(
  ctx: AppContext,
  body: LocalSignUp,
): Promise<{ user: User; session: string | null }> {
  assertUncommonPassword(body.password);
  const passwordHash = await ctx.hasher.hash(body.password);
  const result = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, { ...newUserValues(body, body.email), passwordHash });
    if (!created) throw emailTaken();
    const invitation = body.inviteId
      ? await attachInvitation(ctx, tx, created, body.inviteId)
      : { provesEmail: false };
    if (invitation.provesEmail) {
      const user = await markEmailConfirmed(tx, created.id, ctx.clock());
      return { user, session: await createSession(tx, user.id, ctx.clock()) };
    }
    await queueConfirmationEmail(ctx, tx, created);
    return { user: created, session: null };
  });
  if (!result.session) ctx.outbox.nudge();
  return result;
}

/** Resend: the same answer whether or not the address has an account waiting for confirmation. */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailConfirmedAt) return;
  await ctx.db.transaction((tx) => queueConfirmationEmail(ctx, tx, user));
  ctx.outbox.nudge();
}

/** The e-mailed link: confirms the address and starts a session. */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
): Promise<{ user: User; session: string }> {
  return ctx.db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, "email_confirmation", ctx.clock());
    if (!used?.userId) {
      if (await isConfirmedByEarlierLink(tx, token)) {
        throw new AppError(ERROR_CODES.emailAlreadyConfirmed, MESSAGES.emailAlreadyConfirmed);
      }
      throw new AppError(ERROR_CODES.invalidToken, MESSAGES.invalidConfirmationLink);
    }
    // One used link voids the account's other confirmation links (they would each sign in).
    await voidTokens(tx, used.userId, ["email_confirmation"], ctx.clock());
    const user = await markEmailConfirmed(tx, used.userId, ctx.clock());
    const session = await createSession(tx, user.id, ctx.clock());
    return { user, session };
  });
}

/** Only "Invalid e-mail or password", equally slow for unknown addresses; unconfirmed after a right password. */
export async function signInLocal(
  ctx: AppContext,
  email: string,
  password: string,
  origin: SessionOrigin,
): Promise<{ user: User; session: string; secondFactor: boolean }> {
  const user = await findUserByEmail(ctx.db, email);
  const valid = user?.passwordHash
    ? await ctx.hasher.verify(user.passwordHash, password)
    : await ctx.hasher.verifyNothing(password);
  if (!user || !valid) {
    throw new AppError(ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
  }
  if (!user.emailConfirmedAt) {
    throw new AppError(ERROR_CODES.emailNotConfirmed, MESSAGES.emailNotConfirmed);
  }
  // The statement that starts the session also says whether the code is still owed (one query).
  const { token, secondFactor } = await startSession(ctx.db, user.id, ctx.clock(), { origin });
  return { user, session: token, secondFactor };
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction((tx) => queueResetEmail(ctx, tx, user));
  ctx.outbox.nudge();
}

/**
 * A new password ends every session and voids every other reset and confirmation link; the link
 * also proves the address, and unlinks any provider identity that never verified it (a squatter's
 * typed address, DESIGN.md "Identity").
 */
export async function restorePassword(
  ctx: AppContext,
  code: string,
  password: string,
): Promise<void> {
  assertUncommonPassword(password);
  const passwordHash = await ctx.hasher.hash(password);
  await ctx.db.transaction(async (tx) => {
    const used = await consumeToken(tx, code, "password_reset", ctx.clock());
    if (!used?.userId) {
      throw new AppError(ERROR_CODES.invalidToken, MESSAGES.invalidResetLink);
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning();
    if (user && !user.emailConfirmedAt) await markEmailConfirmed(tx, user.id, ctx.clock());
    if (user) await removeUnverifiedIdentities(tx, user.id, user.email);
    // A pending e-mail change goes too: whoever asked for it may be who the reset locks out.
    await voidTokens(
      tx,
      used.userId,
      ["password_reset", "email_confirmation", "email_change"],
      ctx.clock(),
    );
    await endAllSessions(tx, used.userId);
  });
}
