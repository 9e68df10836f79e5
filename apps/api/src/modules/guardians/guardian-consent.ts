import {
  ERROR_CODES,
  GUARDIAN_CONSENT_VERSION,
  MESSAGES,
  ROUTES,
  type GuardianConsentView,
  type GuardianDecisionBody,
  type GuardianStateAnswer,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { athleteProfiles, guardianDecisions } from "@api/db/schema";
import { consumeToken, peekToken, voidTokens } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { enqueueEmail } from "@api/mail/outbox";
import {
  athleteGuardianDecisionEmail,
  guardianConsentedEmail,
  type GuardianDecisionKind,
} from "@api/mail/guardian-templates";
import {
  athleteNameOf,
  guardedAthlete,
  guardianPreview,
  type GuardedAthlete,
} from "./guardian-athlete";
import { guardianWithdrawUrl } from "./guardian-links";
import { GUARDIAN_EMAIL_KINDS, type ConsentPayload } from "./guardian-requests";

const invalidConsentLink = () =>
  new AppError(ERROR_CODES.invalidToken, MESSAGES.guardianConsentInvalid);

type LinkRow = { userId: string | null; payload: unknown } | null;

const sentTo = (payload: unknown) => (payload as ConsentPayload | null)?.email ?? null;

/** The athlete of a live consent link sent to the guardian they still name; else undefined. */
export async function athleteOfConsentLink(
  db: Db,
  row: LinkRow,
  lock = false,
): Promise<GuardedAthlete | undefined> {
  if (!row?.userId) return undefined;
  const athlete = await guardedAthlete(db, row.userId, lock);
  if (!athlete || !athlete.guardianEmail || athlete.guardianEmail !== sentTo(row.payload)) {
    return undefined;
  }
  return athlete;
}

/** The same, or the 400 of a used, expired or unknown link. */
async function athleteOfConsent(db: Db, row: LinkRow, lock = false): Promise<GuardedAthlete> {
  const athlete = await athleteOfConsentLink(db, row, lock);
  if (!athlete) throw invalidConsentLink();
  return athlete;
}

/**
 * GET /api/guardian/consent/{token}: what the guardian's page shows; the link stays live. The
 * photo's URL carries the token, which lets the guardian's browser load it (decision 0088).
 */
export async function viewConsent(ctx: AppContext, token: string): Promise<GuardianConsentView> {
  const athlete = await athleteOfConsent(
    ctx.db,
    await peekToken(ctx.db, token, "guardian_consent", ctx.clock()),
  );
  return {
    athlete: await guardianPreview(ctx.db, athlete, token),
    guardianEmail: athlete.guardianEmail!,
    consentVersion: GUARDIAN_CONSENT_VERSION,
    state: athlete.guardianConsent,
  };
}

/** The decision on record, with the consent text's version, the time and the address. */
export async function recordDecision(
  ctx: AppContext,
  tx: Db,
  athlete: GuardedAthlete,
  decision: GuardianDecisionKind,
  guardianName: string | undefined,
  ip: string,
): Promise<void> {
  await tx.insert(guardianDecisions).values({
    athleteId: athlete.profileId,
    guardianEmail: athlete.guardianEmail!,
    decision,
    guardianName: guardianName ?? null,
    textVersion: GUARDIAN_CONSENT_VERSION,
    ip,
    createdAt: ctx.clock(),
  });
  await enqueueEmail(
    tx,
    GUARDIAN_EMAIL_KINDS.athleteNotice,
    athlete.email,
    athleteGuardianDecisionEmail(
      athlete.firstName,
      decision,
      `${ctx.config.appUrl}${ROUTES.myHome}`,
    ),
  );
}

/**
 * POST /api/guardian/consent/{token}: consent (the typed name as signature) or decline. The link
 * is used up by one conditional UPDATE, so of two clicks exactly one decides; its siblings die.
 */
export async function decideConsent(
  ctx: AppContext,
  token: string,
  body: GuardianDecisionBody,
  ip: string,
): Promise<GuardianStateAnswer> {
  const now = ctx.clock();
  const state = body.decision === "consent" ? ("consented" as const) : ("declined" as const);
  await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "guardian_consent", now);
    const athlete = await athleteOfConsent(tx, row, true);
    await voidTokens(tx, athlete.userId, ["guardian_consent"], now);
    await tx
      .update(athleteProfiles)
      .set({ guardianConsent: state })
      .where(eq(athleteProfiles.profileId, athlete.profileId));
    await recordDecision(ctx, tx, athlete, body.decision, body.guardianName, ip);
    if (state === "consented") {
      const withdrawUrl = await guardianWithdrawUrl(ctx, tx, athlete.userId);
      await enqueueEmail(
        tx,
        GUARDIAN_EMAIL_KINDS.consented,
        athlete.guardianEmail!,
        guardianConsentedEmail(athleteNameOf(athlete), withdrawUrl),
      );
    }
  });
  ctx.outbox.nudge();
  return {
    state,
    message:
      state === "consented" ? MESSAGES.guardianConsentRecorded : MESSAGES.guardianDeclineRecorded,
  };
}
