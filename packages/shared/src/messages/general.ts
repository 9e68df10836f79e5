/** Texts of the spec shared by several screens: dialogs, statuses, general failures. */
export const selectRole = "Please select a role before continuing.";
export const anUnknownErrorOccurred = "An unknown error occurred.";
export const unexpectedError = "An unexpected error occurred. Please try again later.";
export const problemTitle = "Oops... We have a problem!";
export const notFound = "Not found";
export const registrationSuccess =
  "Congratulations! We will let you know when you can start working!";
export const emailSent = "Email has Sent!";
export const confirmedTitle = "Great! You have successfully confirmed your email";
export const confirmedText = "Now you can continue registration process";
export const invalidRequest = "Some fields are not valid.";
export const routeNotFound = "This address does not exist.";
export const tooManyRequests = "Too many attempts. Please wait a moment and try again.";
/** A body field the route does not take (DESIGN.md: bodies are strict). */
export const fieldNotAccepted = "This field is not accepted";
/** A body sent to a route that takes none. */
export const noBodyTaken = "This request takes no body";
/** GET /api/events refused: the person already has the most pages listening (decision 0086). */
export const liveUpdatesTooManyPages =
  "Live updates are already open in too many tabs. Close one and reload this page.";
