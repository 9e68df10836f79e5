/** The app shell's own texts (API client, route error page): every screen's first load has them. */
export const unknownErrorOccurred = "Unknown error occurred";
export const unknownError = "Unknown error";
/** A call that never reached the server (decision 0074: the browser's own "Failed to fetch" told no one anything). */
export const offline =
  "We could not reach Lineup. You seem to be offline: check your connection and try again.";
export const routerFallbackTitle = "Unexpected Application Error!";
