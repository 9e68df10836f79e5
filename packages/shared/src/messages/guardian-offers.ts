/** Texts of a minor's offers as the guardian and the parties see them (issue 25, decision 0089). */
export const categoryClosedToMinors =
  "Businesses of your category cannot make offers to athletes under 18.";
export const guardianOfferLinkInvalid =
  "This link has expired or has already been used. The offer's page on Lineup shows where it stands.";
export const guardianOfferNotAwaiting =
  "This offer no longer waits for your confirmation. Nothing was changed.";
export const guardianOfferConfirmed = "Thank you. Your confirmation is recorded.";
export const guardianOfferDeclined = "Your decision is recorded. The offer is declined.";
