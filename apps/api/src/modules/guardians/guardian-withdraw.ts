import {
  ERROR_CODES,
  MESSAGES,
  type GuardianStateAnswer,
  type GuardianWithdrawView,
} from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import { athleteProfiles } from "@api/db/schema";
import { consumeToken, peekToken } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { guardedAthlete } from "./guardian-athlete";
import { recordDecision } from "./guardian-consent";

const invalidWithdrawLink = () =>
  new AppError(ERROR_CODES.invalidToken, MESSAGES.guardianWithdrawInvalid);

/** GET /api/guardian/withdraw/{token}: whose consent the link withdraws, and where it stands. */
export async function viewWithdraw(ctx: AppContext, token: string): Promise<GuardianWithdrawView> {
  const row = await peekToken(ctx.db, token, "guardian_withdraw", ctx.clock());
  const athlete = row?.userId ? await guardedAthlete(ctx.db, row.userId) : undefined;
  if (!athlete) throw invalidWithdrawLink();
  return {
    athlete: { firstName: athlete.firstName ?? "", lastName: athlete.lastName ?? "" },
    state: athlete.guardianConsent,
  };
}

/**
 * POST /api/guardian/withdraw/{token}: consent given is taken back. The athlete leaves search at
 * once (search reads the column); the link is used up only when there was consent to withdraw.
 */
export async function withdrawConsent(
  ctx: AppContext,
  token: string,
  guardianName: string | undefined,
  ip: string,
): Promise<GuardianStateAnswer> {
  await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "guardian_withdraw", ctx.clock());
    const athlete = row?.userId ? await guardedAthlete(tx, row.userId, true) : undefined;
    if (!athlete || !athlete.guardianEmail) throw invalidWithdrawLink();
    const [withdrawn] = await tx
      .update(athleteProfiles)
      .set({ guardianConsent: "withdrawn" })
      .where(
        and(
          eq(athleteProfiles.profileId, athlete.profileId),
          eq(athleteProfiles.guardianConsent, "consented"),
        ),
      )
      .returning({ id: athleteProfiles.profileId });
    if (!withdrawn) throw new AppError(ERROR_CODES.conflict, MESSAGES.guardianNothingToWithdraw);
    await recordDecision(ctx, tx, athlete, "withdraw", guardianName, ip);
  });
  ctx.outbox.nudge();
  return { state: "withdrawn", message: MESSAGES.guardianWithdrawRecorded };
}
