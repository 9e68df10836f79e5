// The identity layer: users, sessions, one-time tokens, OAuth identities and password hashing.
// Feature modules use it only through this file (docs/decisions/0055).
export {
  queueConfirmationEmail,
  queueCongratulationEmail,
  queueEmailChangedNotice,
  queueEmailChangeEmails,
  queuePasswordChangedEmail,
  queueResetEmail,
} from "./account-emails";
export {
  moveToEmail,
  resubmitForReview,
  setPasswordHash,
  updatePersonalDetails,
  type PersonalDetails,
} from "./account-changes";
export { emailChangeOf, pendingEmailChange, type EmailChangePayload } from "./email-change";
export { eraseUser } from "./erase-account";
export { claimUnconfirmedAccount, discardUnconfirmedUser } from "./claim-account";
export {
  findLinkedUserId,
  linkIdentity,
  markIdentityVerified,
  providersOf,
  removeUnverifiedIdentities,
  type ProviderIdentity,
} from "./identities";
export type { IdentityContext } from "./identity-context";
export { assertUncommonPassword, emailTaken, newUserValues } from "./new-user";
export {
  consumeToken,
  isConfirmedByEarlierLink,
  issueToken,
  peekToken,
  voidTokens,
  type TokenPurpose,
} from "./one-time-tokens";
export { PasswordHasher } from "./password-hasher";
export { currentSession, currentUser, requireUser } from "./require-user";
export {
  createSession,
  endAllSessions,
  endSession,
  SessionCookie,
  sessionStartedAt,
  startSession,
} from "./sessions";
export {
  endOtherSessions,
  endSessionById,
  listSessions,
  type SessionSummary,
} from "./session-list";
export { SessionMemory } from "./session-memory";
export { originOf, type SessionOrigin } from "./session-origin";
export {
  completeHalfSession,
  countWrongCode,
  findHalfSession,
  type HalfSession,
} from "./half-sessions";
export {
  disableTotp,
  enableTotp,
  findTotpFactor,
  saveTotpSetup,
  useRecoveryCode,
  useTotpStep,
  type TotpFactor,
} from "./second-factor";
export { hashToken, newToken } from "./tokens";
export {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  toAccount,
  userNamesById,
  type NewUser,
  type User,
  type UserNames,
} from "./users";
export {
  acceptOperatorInvitation,
  decideAccountStatus,
  hasLiveOperatorInvitation,
  issueOperatorInvitation,
  listOperators,
  liveOperatorInvitations,
  removeOperator,
  type NewOperator,
} from "./operator-accounts";
