import type { GuardianConsentState, OperatorAccountItem } from "@lineup/shared";

/** Where a minor's guardian stands, in the console's words (issue 25). */
export const CONSENT_LABEL: Record<GuardianConsentState, string> = {
  not_needed: "Not needed",
  requested: "Waiting for the guardian",
  consented: "Guardian consented",
  declined: "Guardian declined",
  withdrawn: "Guardian withdrew consent",
};

type MinorFields = Pick<OperatorAccountItem, "role" | "isMinor" | "guardianConsent">;

/**
 * A waiting-list row's note about an athlete's age: "Minor · Waiting for the guardian", "No date
 * of birth", or nothing for an adult, another role, or an answer without the fields.
 */
export function minorNote(account: MinorFields): string | null {
  if (account.role !== "athlete" || account.isMinor === undefined) return null;
  if (account.isMinor === null) return "No date of birth";
  if (!account.isMinor) return null;
  return account.guardianConsent ? `Minor · ${CONSENT_LABEL[account.guardianConsent]}` : "Minor";
}
