import { ERROR_CODES, MESSAGES, type GuardianStateAnswer } from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import { athleteProfiles } from "@api/db/schema";
import type { User } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { athleteNameOf, guardedAthlete } from "./guardian-athlete";
import { requestGuardianConsent } from "./guardian-requests";

/**
 * POST /api/guardian/consent/resend: the signed-in minor asks their guardian again (a lost e-mail,
 * an expired link, or after a decline or a withdrawal). Earlier links die; consent is requested.
 */
export async function resendConsent(ctx: AppContext, user: User): Promise<GuardianStateAnswer> {
  await ctx.db.transaction(async (tx) => {
    if (user.role !== "athlete") {
      throw new AppError(ERROR_CODES.forbidden, MESSAGES.guardianAthletesOnly);
    }
    const athlete = await guardedAthlete(tx, user.id, true);
    if (!athlete) throw new AppError(ERROR_CODES.conflict, MESSAGES.guardianNotNeeded);
    if (!athlete.dateOfBirth) {
      throw new AppError(ERROR_CODES.conflict, MESSAGES.dateOfBirthMissing);
    }
    const minor = athlete.adultAt !== null && athlete.adultAt > ctx.clock();
    if (!minor || !athlete.guardianEmail) {
      throw new AppError(ERROR_CODES.conflict, MESSAGES.guardianNotNeeded);
    }
    if (athlete.guardianConsent === "consented") {
      throw new AppError(ERROR_CODES.conflict, MESSAGES.guardianAlreadyConsented);
    }
    await tx
      .update(athleteProfiles)
      .set({ guardianConsent: "requested" })
      .where(eq(athleteProfiles.profileId, athlete.profileId));
    await requestGuardianConsent(ctx, tx, {
      athleteUserId: user.id,
      athleteName: athleteNameOf(athlete),
      guardianEmail: athlete.guardianEmail,
      newGuardian: false,
    });
  });
  ctx.outbox.nudge();
  return { state: "requested", message: MESSAGES.guardianEmailSent };
}
