/** The settings screen (issue 21): personal details, e-mail, password, your data, deletion. */
export const detailsSaved = "Your details have been saved.";
export const enterPassword = "Please enter your password";
export const enterCurrentPassword = "Please enter your current password";
export const wrongPassword = "That password is not right. Please try again.";
export const noPasswordYet =
  "Your account has no password yet. Use \u201cForgot password?\u201d on the login screen to set one.";
export const sameEmail = "This is already your e-mail address.";
export const emailChangeSent =
  "We have sent a link to your new address. Your e-mail changes when you open it.";
export const invalidEmailChangeLink =
  "This e-mail change link is invalid or has expired. Please ask for a new one in Settings.";
export const emailChanged = "Your e-mail address has been changed.";
export const passwordUpdated =
  "Your password has been changed. Your other devices have been signed out.";
export const recentSignInRequired =
  "For your safety, please sign in again with your provider first, then try again within 10 minutes.";
export const accountDeleted = "Your account has been deleted.";
