/** Texts of the signed-in home and its guards (issue 21), shared by the web app and e2e. */
export const waitingList =
  "You're on the waiting list: we will let you know when you can start working";
export const noRegistrationToFinish = "No registration to finish here";
