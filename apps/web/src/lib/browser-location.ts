/**
 * Leaving the single-page app for another site (an OAuth provider's consent page). An object, not
 * a bare function, so tests can spy on it: jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
