import type { OperatorAccountDetail } from "@lineup/shared";
import { DetailCard } from "./detail-list";
import { CONSENT_LABEL } from "./minor-labels";

/** "2010-05-14" as "May 14, 2010", the calendar date as given. */
function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

/**
 * An athlete's age and guardian (issue 25): the date of birth operators may see, whether a minor
 * now, and the guardian's consent. Nothing for other roles or an answer without the fields.
 */
export function MinorDetails({ account }: { account: OperatorAccountDetail }) {
  const { minor } = account;
  if (account.role !== "athlete" || !minor) return null;
  return (
    <DetailCard
      title="Age and guardian"
      rows={[
        ["Date of birth", minor.dateOfBirth ? longDate(minor.dateOfBirth) : null],
        [
          "Minor",
          minor.isMinor === null
            ? "Unknown until a date of birth is given"
            : minor.isMinor
              ? "Yes"
              : "No",
        ],
        ["Guardian's consent", CONSENT_LABEL[minor.guardianConsent]],
      ]}
    />
  );
}
