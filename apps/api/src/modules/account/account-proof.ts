import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { sessionStartedAt, type User } from "@api/identity";

/** How long a sign-in counts as fresh, the proof of an account without a password. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** Until when this request's session counts as a fresh sign-in. */
export async function recentSignInUntil(ctx: AppContext, request: FastifyRequest): Promise<Date> {
  // requireUser has just read a live session from this cookie.
  const token = ctx.sessionCookie.read(request)!;
  const started = await sessionStartedAt(ctx.db, token);
  return new Date((started?.getTime() ?? 0) + RECENT_SIGN_IN_MS);
}

export const wrongPassword = (field: string) =>
  new AppError(ERROR_CODES.forbidden, MESSAGES.wrongPassword, { [field]: MESSAGES.wrongPassword });

/**
 * The person, not just their session, asks for a change that hands over or ends the account: their
 * password, or for an account that has none (made through Google or Facebook) a sign-in within the
 * last 10 minutes, which for such an account is always a provider's (docs/decisions/0072).
 */
export async function proveItIsThem(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  password: string | undefined,
): Promise<void> {
  if (user.passwordHash) {
    if (!password) {
      throw new AppError(ERROR_CODES.validation, MESSAGES.enterPassword, {
        password: MESSAGES.enterPassword,
      });
    }
    if (!(await ctx.hasher.verify(user.passwordHash, password))) throw wrongPassword("password");
    return;
  }
  if ((await recentSignInUntil(ctx, request)) <= ctx.clock()) {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.recentSignInRequired);
  }
}

/** A body the role's schema refused, in the one failure shape with a message per field. */
export function invalidBody(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys : [issue.path.map(String).join(".") || "_"];
    for (const key of keys) fields[key] ??= issue.message;
  }
  return new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
}
