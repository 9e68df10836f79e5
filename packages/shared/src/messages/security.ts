/** Sessions and two-step verification (the security screen and the login's second step). */
export const enterCode = "Please enter the code";
export const wrongCode = "That code is not right. Please check it and try again.";
export const tooManyWrongCodes = "Too many wrong codes. Please sign in again.";
export const secondFactorAlreadyOn = "Two-step verification is already on.";
export const secondFactorNotOn = "Two-step verification is not on.";
export const secondFactorSetupMissing = "Please start the set-up again and scan the new QR code.";
export const sessionAlreadyEnded = "This session has already ended.";
