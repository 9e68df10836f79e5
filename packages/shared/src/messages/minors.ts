/** Texts of minors, guardians and closed categories (issue 25). */
export const enterDateOfBirth = "Enter your date of birth";
export const dateOfBirthInvalid = "Enter a real date as YYYY-MM-DD";
export const dateOfBirthFuture = "Your date of birth cannot be in the future";
/** Under 13: the refusal (COPPA). Kind, and final: nothing of the account is kept. */
export const tooYoungToJoin =
  "Thank you for your interest in Lineup. You need to be at least 13 years old to have an account, so we have not kept your details. We would love to see you again when you turn 13.";
export const enterGuardianEmail = "Enter a parent or guardian's e-mail";
export const guardianEmailIsYours = "Your parent or guardian's e-mail must be different from yours";
export const guardianNameRequired = "Type your full name to sign";
export const guardianConsentInvalid =
  "This link has expired or has already been used. Ask the athlete to send a new one from their Lineup home.";
export const guardianConsentRecorded = "Thank you. Your consent is recorded.";
export const guardianDeclineRecorded =
  "Your decision is recorded. The athlete's profile will not be shown to businesses.";
export const guardianWithdrawRecorded =
  "Your consent is withdrawn. The athlete's profile is hidden and open offers are paused.";
export const guardianEmailSent = "We sent the e-mail to your parent or guardian again.";
export const minorNeedsConsent =
  "This athlete cannot accept offers until a parent or guardian agrees.";
export const dateOfBirthMissing = "Add your date of birth so that your profile can be approved.";
/** A saved date of birth is final for the athlete (it decides who must consent). */
export const dateOfBirthLocked =
  "Your date of birth is saved and cannot be changed. If it is wrong, contact us and we will correct it.";
/** The operator approving an athlete who has not given a date of birth yet. */
export const operatorDateOfBirthMissing =
  "This athlete has not given a date of birth yet, so they cannot be approved. They can add it on their home.";
export const operatorDatesOfBirthMissing =
  "Some of the chosen athletes have not given a date of birth yet, so they cannot be approved. Approve the others without them.";
export const guardianWithdrawInvalid =
  "This link no longer works. Use the link in the latest e-mail Lineup sent you about this athlete.";
export const guardianNothingToWithdraw =
  "There is no consent to withdraw: the athlete's profile is not shown to businesses.";
export const guardianNotNeeded = "You do not need a parent or guardian's consent.";
export const guardianAlreadyConsented = "Your parent or guardian has already agreed.";
export const guardianAthletesOnly = "Only an athlete asks a parent or guardian for consent.";
/* The guardian's pages (web, issue 25). */
export const guardianLinkInvalid =
  "This link has expired or has already been used. Open the newest e-mail from Lineup about the athlete.";
export const offerAwaitsGuardian =
  "The athlete is under 18: the offer also waits for a parent or guardian to confirm it.";
