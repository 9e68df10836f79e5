/** Texts of offers and their messages (issue 24). */
export const offerBelowMinimum = "This offer requires a higher amount.";
/** Followed by the date the limit resets, e.g. "… again on December 24, 2026." */
export const offerLimitReached =
  "You have made three offers below this athlete's minimum in the last 30 days. You can offer again on";
export const offerNotFound = "This offer is not available.";
export const offerServiceRemoved =
  "This athlete no longer offers this service. Choose another service to make an offer.";
export const offerAthleteUnavailable = "This athlete cannot receive offers right now.";
export const offerNotYourMove = "This offer has changed. Reload it to see where it stands.";
export const offerCounterNeedsAmount = "Enter the amount you propose";
export const offerAmountPositive = "Enter an amount greater than $0";
export const offerAmountTooLarge = "Offers are at most $1,000,000";
export const offerAmountCents = "Enter an amount in dollars and cents";
export const offerMessageRequired = "Write a message with your offer";
export const offerMessageTooLong = "Messages are at most 2,000 characters";
export const offerMessageEmpty = "Write a message";
export const offerActivityDatePast = "Choose a date from today on";
export const offersOnlyBuyers = "Only businesses and individuals make offers.";
export const offersNotApproved =
  "Offers open when your account is approved. We will let you know by e-mail.";
export const offerPaymentNext = "Offer accepted. Lineup will contact you both to arrange payment.";
/** Followed by the date the limit resets. */
export const offerSubmissionLimitReached =
  "You have made ten offers and counters to this athlete in the last 30 days. You can offer again on";
