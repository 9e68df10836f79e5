/** Business, individual and agent (spec §5, §8), and the server's general failures. */
export const selectBusinessType = "Please select a business type";
export const selectMarketingTactics = "Please select a marketing tactics";
export const selectGoals = "Please select a goals";
export const invalidWebsite = "Please enter a valid website";
export const inviteSentTitle = "Invitation Sent";
export const inviteSentText = "The invite has been successfully sent!";
export const inviteFailedTitle = "Ups...";
export const onlyAgentsInvite = "Only agents can invite athletes.";
export const invalidInvitation =
  "This invitation is invalid or has expired. You can still sign up on your own.";
export const representationMissing = "This representation request no longer exists.";
export const representationDecided = "This request has already been answered.";
export const onlyAthletesNameAgents = "Only athletes can name an agent.";
export const inviteEmailMismatch = "The e-mail in the address and in the body must be the same.";
export const serviceUnavailable =
  "Lineup is temporarily unavailable. Please try again in a moment.";
export const storageFull = "There is no room to store your file right now. Please try again later.";
export const internalError = "Something went wrong on our side. Please try again later.";
