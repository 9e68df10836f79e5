import type { GuardianConsentState, OperatorAccountItem } from "@lineup/shared";

/** Where a minor's guardian stands, in the console's words (issue 25). */
export const CONSENT_LABEL: Record<GuardianConsentState, string> = {
  not_needed: "Not needed",
  requested: "Waiting for the guardian",
  consented: "Guardian consented",
  declined: "Guardian declined",
  withdrawn: "Guardian withdrew consent",
};

type MinorFields = Pick<OperatorAccountItem, "role" | "minor">;

/**
 * A waiting-list row's note about an athlete's age: "Minor · Waiting for the guardian", "No date
 * of birth", or nothing for an adult, another role, or an answer without the fields.
 */
export function minorNote(account: MinorFields): string | null {
  const { minor } = account;
  if (account.role !== "athlete" || !minor) return null;
  if (minor.isMinor === null) return "No date of birth";
  if (!minor.isMinor) return null;
  return `Minor · ${CONSENT_LABEL[minor.guardianConsent]}`;
}
