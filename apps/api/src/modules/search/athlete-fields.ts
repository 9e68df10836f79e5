/** An athlete's name as buyers see it: first and last name (a middle name or suffix is not shown). */
export const athleteName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ");

/** The avatar's address (served by the media module), or null. */
export const avatarUrl = (mediaId: string | null) => (mediaId ? `/api/media/${mediaId}` : null);
