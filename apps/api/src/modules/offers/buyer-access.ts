import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { User } from "@api/identity";
import { AppError } from "@api/lib/app-error";

/** Only approved businesses and individuals make offers (403 with the reason otherwise). */
export function assertBuyer(user: User): void {
  if (user.role !== "business" && user.role !== "individual") {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.offersOnlyBuyers);
  }
  if (user.status !== "approved") {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.offersNotApproved);
  }
}

/** A party acts only while approved; operators read and never act. */
export function assertMayAct(user: User): void {
  if (user.role === "operator") throw new AppError(ERROR_CODES.forbidden, MESSAGES.forbidden);
  if (user.status !== "approved") {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.offersNotApproved);
  }
}

export const offerNotFound = () => new AppError(ERROR_CODES.notFound, MESSAGES.offerNotFound);
export const notYourMove = () => new AppError(ERROR_CODES.conflict, MESSAGES.offerNotYourMove);
export const serviceRemoved = () =>
  new AppError(ERROR_CODES.conflict, MESSAGES.offerServiceRemoved);

/** Dollars (two decimals at most, checked by the schema) to cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** Today's date (UTC) as YYYY-MM-DD, by the app's clock. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A business of a category closed to minors, reaching a minor (issue 25). */
export const categoryNotAllowed = () =>
  new AppError(ERROR_CODES.categoryNotAllowed, MESSAGES.categoryClosedToMinors);

/** The athlete's side moving while a minor's guardian has not consented (issue 25). */
export const consentRequired = () =>
  new AppError(ERROR_CODES.guardianConsentRequired, MESSAGES.minorNeedsConsent);
