/*
 * Talent search's rules and lists (GET /api/athletes, issue 23), apart from its zod schemas
 * (schemas/search.ts), so the search screen can use them without downloading zod
 * (docs/decisions/0051, 0082).
 */

/** The radii a search near a city may take, in miles. */
export const SEARCH_RADII = [10, 25, 50, 100, 250] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];

export const SEARCH_SORTS = ["relevance", "distance", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_LIMITS = {
  /** Cards per page. */
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** The furthest page: 500 pages of 50 is 25,000 cards, more than anyone reads. */
  pageMax: 500,
  /** The free text, in characters. */
  queryMaxLength: 100,
  /** Words of the free text that count; the rest are ignored. */
  queryMaxWords: 8,
  /** The radius of `near` when none is given, in miles. */
  radiusDefault: 50,
  /**
   * The most matches a search counts: past it the total is this number and `totalCapped` is true
   * (shown as "1,000+"). Counting costs one index entry per match: 10,000 cost 8 ms of every
   * broad search on PostgreSQL (decision 0082, Measured), and nobody pages past a thousand.
   */
  totalCap: 1_000,
  /** Athletes one person may keep on the shortlist. */
  shortlistMax: 200,
  /** Days the athletes' search counts on their home cover. */
  statsDays: 7,
} as const satisfies { radiusDefault: SearchRadius } & Record<string, number>;

/** The genders a search may ask for ("Prefer not to say" is stored as none). */
export const SEARCH_GENDERS = ["Male", "Female"] as const;
