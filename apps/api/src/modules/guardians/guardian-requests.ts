import { ROUTES } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { issueToken, voidTokens, type TokenPurpose } from "@api/identity";
import { enqueueEmail } from "@api/mail/outbox";
import { guardianConsentEmail } from "@api/mail/guardian-templates";
import { guardianWithdrawUrl } from "./guardian-links";

/** The outbox kinds of the guardian's e-mails and the athlete's notices (decision 0088). */
export const GUARDIAN_EMAIL_KINDS = {
  consentRequest: "guardian_consent",
  consented: "guardian_consented",
  athleteNotice: "guardian_decision",
} as const;

/** What a consent token carries: the address it was sent to. */
export interface ConsentPayload {
  email: string;
}

export interface ConsentRequest {
  athleteUserId: string;
  athleteName: string;
  guardianEmail: string;
  /**
   * A new guardian: the former one's every link dies, offers to confirm included. A resend to the
   * same guardian voids only the earlier consent and withdrawal links.
   */
  newGuardian: boolean;
}

/**
 * Sends the guardian the consent e-mail, inside the caller's transaction (the one that names the
 * guardian or asks again), so the e-mail exists exactly when the request does. One live consent
 * link per athlete: earlier ones are voided.
 */
export async function requestGuardianConsent(
  ctx: AppContext,
  tx: Db,
  request: ConsentRequest,
): Promise<void> {
  const now = ctx.clock();
  const voided: TokenPurpose[] = request.newGuardian
    ? ["guardian_consent", "guardian_withdraw", "guardian_offer"]
    : ["guardian_consent", "guardian_withdraw"];
  await voidTokens(tx, request.athleteUserId, voided, now);
  const payload: ConsentPayload = { email: request.guardianEmail };
  const token = await issueToken(tx, "guardian_consent", now, request.athleteUserId, payload);
  const consentUrl = `${ctx.config.appUrl}${ROUTES.guardianConsent}/${token}`;
  const withdrawUrl = await guardianWithdrawUrl(ctx, tx, request.athleteUserId);
  await enqueueEmail(
    tx,
    GUARDIAN_EMAIL_KINDS.consentRequest,
    request.guardianEmail,
    guardianConsentEmail(request.athleteName, consentUrl, withdrawUrl),
  );
}
