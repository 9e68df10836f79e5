/** The server's caps on an athlete profile (docs/decisions/0007; athleteUpdateBodySchema). */
export const MAX_PHOTOS = 10;
export const MAX_VIDEOS = 5;
export const MAX_SERVICES = 20;
