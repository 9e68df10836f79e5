import { ERROR_CODES, MESSAGES, type TotpSetup } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import {
  completeHalfSession,
  countWrongCode,
  disableTotp,
  enableTotp,
  findTotpFactor,
  saveTotpSetup,
  useRecoveryCode,
  useTotpStep,
  type HalfSession,
  type SessionOrigin,
  type User,
} from "@api/identity";
import {
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
  stepOfCode,
} from "./totp-codes";

const wrongCode = () =>
  new AppError(ERROR_CODES.validation, MESSAGES.wrongCode, { code: MESSAGES.wrongCode });
const signedOut = () => new AppError(ERROR_CODES.unauthorized, MESSAGES.notSignedIn);

export async function isTotpEnabled(ctx: AppContext, user: User): Promise<boolean> {
  return (await findTotpFactor(ctx.db, user.id))?.enabled ?? false;
}

/** A new secret for the person's authenticator; refused while one is enabled. */
export async function setUpTotp(ctx: AppContext, user: User): Promise<TotpSetup> {
  const secret = newTotpSecret();
  if (!(await saveTotpSetup(ctx.db, user.id, secret))) {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.secondFactorAlreadyOn);
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** The first code proves the app holds the secret; the recovery codes are returned this once. */
export async function enableTotpWithCode(
  ctx: AppContext,
  user: User,
  code: string,
): Promise<string[]> {
  const factor = await findTotpFactor(ctx.db, user.id);
  if (factor?.enabled) throw new AppError(ERROR_CODES.conflict, MESSAGES.secondFactorAlreadyOn);
  if (!factor) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.secondFactorSetupMissing);
  }
  const step = stepOfCode(factor.secret, code, ctx.clock());
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  if (!(await enableTotp(ctx.db, user.id, step, codes, ctx.clock()))) {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.secondFactorAlreadyOn);
  }
  return codes;
}

/**
 * Turns a second factor on with a secret chosen beforehand: the demo operator's documented key
 * (docs/decisions/0080). The same rows as a setup and its first code; the recovery codes are new
 * and shown to nobody, since the key itself is the way back in. An enabled factor is kept.
 */
export async function enableTotpWithSecret(
  ctx: AppContext,
  userId: string,
  secret: string,
): Promise<boolean> {
  if (!(await saveTotpSetup(ctx.db, userId, secret))) return false;
  // No code proved it, so no step is used yet: the first code signs in.
  return enableTotp(ctx.db, userId, 0, newRecoveryCodes(), ctx.clock());
}

/** A current TOTP code (each step once) or an unused recovery code (used up now). */
async function acceptCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const factor = await findTotpFactor(ctx.db, userId);
  if (!factor?.enabled) return false;
  const step = stepOfCode(factor.secret, code, ctx.clock());
  if (step !== null) return useTotpStep(ctx.db, userId, step);
  const recovery = normaliseRecoveryCode(code);
  return recovery !== null && useRecoveryCode(ctx.db, userId, recovery, ctx.clock());
}

/**
 * The half session's code: right, it becomes a full session under a new token; wrong, it is
 * counted, and the fifth wrong one ends the half session.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  half: HalfSession | null,
  code: string,
  origin: SessionOrigin,
): Promise<{ token: string; userId: string }> {
  if (!half) throw signedOut();
  if (!(await acceptCode(ctx, half.userId, code))) {
    if (await countWrongCode(ctx.db, half)) {
      throw new AppError(ERROR_CODES.unauthorized, MESSAGES.tooManyWrongCodes);
    }
    throw wrongCode();
  }
  const token = await completeHalfSession(ctx.db, half, ctx.clock(), origin);
  if (!token) throw signedOut();
  return { token, userId: half.userId };
}

/** Turning it off needs a current code (or a recovery code), not just a session. */
export async function disableTotpWithCode(
  ctx: AppContext,
  user: User,
  code: string,
): Promise<void> {
  if (!(await isTotpEnabled(ctx, user))) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.secondFactorNotOn);
  }
  if (!(await acceptCode(ctx, user.id, code))) throw wrongCode();
  await disableTotp(ctx.db, user.id);
}
