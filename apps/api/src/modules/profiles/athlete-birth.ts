import {
  ERROR_CODES,
  MESSAGES,
  adultAt,
  ageNow,
  dateIn,
  isMinorAge,
  isTooYoung,
  zoneOfState,
  type GuardianConsentState,
} from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { User } from "@api/identity";
import { AppError } from "@api/lib/app-error";

/**
 * The date of birth's rules (issue 25, decision 0088), decided before anything is written: a date
 * in the future is refused, under 13 the account is refused (the route erases it), and a minor
 * names a guardian other than themself, who is asked to consent.
 */

const invalid = (fields: Record<string, string>) =>
  new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);

/** Under 13: the route that catches this erases the account and ends the session. */
export const tooYoung = () => new AppError(ERROR_CODES.tooYoung, MESSAGES.tooYoungToJoin);

export const isTooYoungRefusal = (error: unknown) =>
  error instanceof AppError && error.code === ERROR_CODES.tooYoung;

/** The columns a date of birth (and the guardian's address) sets, with whom to ask. */
export interface BirthChange {
  columns: {
    dateOfBirth?: string;
    adultAt?: Date;
    guardianEmail: string | null;
    guardianConsent: GuardianConsentState;
  };
  /** The guardian to e-mail for consent, in the transaction that writes the columns. */
  askGuardian: string | null;
}

/**
 * The guardian's address, refused when absent or the athlete's own. Both are compared as stored:
 * the body's address comes trimmed and lowercased by its schema (emailField), and every account's
 * address is kept lowercased (emailField at sign-up, the OAuth provider's lowercased).
 */
function guardianOf(user: User, guardianEmail: string | undefined): string {
  if (!guardianEmail) throw invalid({ guardianEmail: MESSAGES.enterGuardianEmail });
  if (guardianEmail === user.email) throw invalid({ guardianEmail: MESSAGES.guardianEmailIsYours });
  return guardianEmail;
}

/** A date of birth given for the first time (get-started, or an athlete who registered before). */
export function firstDateOfBirth(
  ctx: AppContext,
  user: User,
  dateOfBirth: string,
  hometown: number,
  guardianEmail: string | undefined,
): BirthChange {
  const state = ctx.catalog.stateOf(hometown);
  const now = ctx.clock();
  if (dateOfBirth > dateIn(zoneOfState(state), now)) {
    throw invalid({ dateOfBirth: MESSAGES.dateOfBirthFuture });
  }
  const age = ageNow(dateOfBirth, state, now);
  if (isTooYoung(age)) throw tooYoung();
  const birth = { dateOfBirth, adultAt: adultAt(dateOfBirth, state) };
  if (!isMinorAge(age)) {
    return {
      columns: { ...birth, guardianEmail: null, guardianConsent: "not_needed" },
      askGuardian: null,
    };
  }
  const guardian = guardianOf(user, guardianEmail);
  return {
    columns: { ...birth, guardianEmail: guardian, guardianConsent: "requested" },
    askGuardian: guardian,
  };
}

export interface SavedBirth {
  dateOfBirth: string | null;
  adultAt: Date | null;
  guardianEmail: string | null;
}

/**
 * An update's date and guardian: a saved date is final (sending it again is fine); a minor may
 * name another guardian, who is asked afresh. Null when nothing of them changes.
 */
export function changedBirth(
  ctx: AppContext,
  user: User,
  saved: SavedBirth,
  body: { dateOfBirth?: string | undefined; guardianEmail?: string | undefined },
  hometown: number,
): BirthChange | null {
  if (saved.dateOfBirth === null) {
    if (body.dateOfBirth === undefined) return null;
    return firstDateOfBirth(ctx, user, body.dateOfBirth, hometown, body.guardianEmail);
  }
  if (body.dateOfBirth !== undefined && body.dateOfBirth !== saved.dateOfBirth) {
    throw invalid({ dateOfBirth: MESSAGES.dateOfBirthLocked });
  }
  const minor = saved.adultAt !== null && saved.adultAt > ctx.clock();
  if (!minor || body.guardianEmail === undefined) return null;
  const guardian = guardianOf(user, body.guardianEmail);
  if (guardian === saved.guardianEmail) return null;
  return {
    columns: { guardianEmail: guardian, guardianConsent: "requested" },
    askGuardian: guardian,
  };
}
