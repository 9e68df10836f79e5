/** The app shell's own texts (API client, route error page): every screen's first load has them. */
export const unknownErrorOccurred = "Unknown error occurred";
export const unknownError = "Unknown error";
export const routerFallbackTitle = "Unexpected Application Error!";
