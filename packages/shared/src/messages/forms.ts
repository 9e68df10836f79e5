/** Form messages (spec §5). */
export const selectRoleRequired = "Please select a role before continuing.";
export const enterEmail = "Please enter email";
export const invalidEmail = "Please enter a valid email";
export const passwordsDoNotMatch = "Passwords do not match";
export const passwordMin6 = "Password must be at least 6 characters long";
export const passwordMin8 = "Password must be at least 8 characters long";
export const passwordMax = "Password must be at most 128 characters long";
export const passwordPlaceholder = "Enter 8 or more characters";
export const passwordTooCommon = "This password is too common. Please choose another one.";
export const invalidPhone = "Invalid phone number";
export const phoneRequired = "Please enter your phone number";
export const firstNameRequired = "Please enter your first name";
export const lastNameRequired = "Please enter your last name";
export const nameMin = "Must be at least 3 characters";
export const businessNameRequired = "Please enter your business name";
export const acceptPrivacyPolicy = "Please accept the privacy policy";
/** A one-line field holding a line break, a tab, NUL or another control character. */
export const noLineBreaks = "Must not contain line breaks or special characters";
/** A multi-line field (a bio) holding a control character other than a line break. */
export const noSpecialCharacters = "Must not contain special characters";
