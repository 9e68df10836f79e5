/** Sign-up, login, confirmation and password recovery. */
export const emailTaken = "An account with this email already exists. Please sign in instead.";
export const invalidCredentials = "Invalid e-mail or password";
export const emailNotConfirmed =
  "Please confirm your email first. We can send you a new confirmation link.";
export const invalidConfirmationLink =
  "This confirmation link is invalid or has expired. We can send you a new one.";
export const emailAlreadyConfirmed = "Your e-mail is already confirmed. Log in to continue.";
export const invalidResetLink =
  "This password reset link is invalid or has expired. Please request a new one.";
export const invalidOauthLink = "Your sign-in with this provider has expired. Please try again.";
export const oauthAccountMissing =
  "There is no Lineup account for this login yet. Please sign up first.";
export const oauthProviderDisabled = "This login provider is not available.";
export const oauthFailed = "We could not sign you in with this provider. Please try again.";
export const notSignedIn = "Please sign in to continue.";
export const forbidden = "You are not allowed to do this.";
export const resendSent =
  "If an account needs confirming, we have sent a new link to that address.";
export const resetSent =
  "If an account exists for that address, we have sent a link to reset the password.";
export const passwordChanged = "Your password has been changed. Please sign in with the new one.";
