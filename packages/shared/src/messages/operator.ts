/** Texts of the operator console and its e-mails (issue 22). */
export const operatorMessageRequired = "Please tell the person what to change or why";
export const operatorOwnAccount = "You cannot decide on your own account";
export const operatorDecisionConflict =
  "Someone else has just decided on this account. Reload to see where it stands.";
export const operatorLastOperator = "The last operator cannot be removed";
export const operatorInvitationInvalid =
  "This invitation link is invalid or has expired. Ask an operator for a new one.";
export const operatorAlreadyOperator = "This address already has an operator account";
export const operatorAddressTaken =
  "This address belongs to a Lineup account that is not an operator. Use another address.";
export const operatorAccountNotFound = "This account does not exist. It may have been deleted.";
export const operatorEnrolFirst =
  "Set up two-step verification, then sign in with a code to continue.";
export const operatorCannotDeleteSelf =
  "An operator account is removed by another operator from the console.";
