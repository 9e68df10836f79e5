import { z } from "zod";
import * as MESSAGES from "../messages";
import { CLASS_YEARS, COMPETITION_LEVELS } from "../choices";
import { SEARCH_GENDERS, SEARCH_LIMITS, SEARCH_RADII, SEARCH_SORTS } from "../search-rules";
import { singleLineText } from "./text-rules";

/**
 * Talent search and the public athlete profile (DESIGN.md "search", issue 23,
 * docs/decisions/0082). Neither answer ever carries a price, an e-mail, a phone number, a date of
 * birth or a guardian: the schemas below have no such field, and the serializer drops any other.
 */

/** A lookup id of a query string ("12"); a repeated parameter arrives as a list and is refused. */
const lookupId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a lookup id`)
    .max(2_147_483_647, `${label} must be a lookup id`);

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** GET /api/athletes query. Every parameter at most once; unknown parameters are refused. */
export const athleteSearchQuerySchema = z
  .strictObject({
    /** A sport id (GET /api/sports). */
    sport: lookupId("sport").optional(),
    /** A position id of that sport (GET /api/sports/{id}/roles). */
    position: lookupId("position").optional(),
    level: z.enum(COMPETITION_LEVELS).optional(),
    classYear: wholeNumber(
      "classYear",
      CLASS_YEARS[0]!,
      CLASS_YEARS[CLASS_YEARS.length - 1]!,
    ).optional(),
    /** A city id (GET /api/location/find): the centre of a search by distance. */
    near: lookupId("near").optional(),
    /** Miles around `near` (default 50). */
    radius: z.coerce
      .number({ error: "radius must be a number" })
      .refine(
        (miles) => (SEARCH_RADII as readonly number[]).includes(miles),
        `radius must be one of ${SEARCH_RADII.join(", ")}`,
      )
      .optional(),
    /** An interest id (GET /api/activities). */
    interest: lookupId("interest").optional(),
    gender: z.enum(SEARCH_GENDERS).optional(),
    /** Words of the name, team or bio; each word also matches as the start of a longer one. */
    q: singleLineText().trim().max(SEARCH_LIMITS.queryMaxLength).optional(),
    sort: z.enum(SEARCH_SORTS).default("relevance"),
    page: wholeNumber("page", 1, SEARCH_LIMITS.pageMax).default(1),
    pageSize: wholeNumber("pageSize", 1, SEARCH_LIMITS.pageSizeMax).default(
      SEARCH_LIMITS.pageSizeDefault,
    ),
  })
  .superRefine((query, ctx) => {
    if (query.near !== undefined) return;
    if (query.radius !== undefined) {
      ctx.addIssue({ code: "custom", path: ["radius"], message: MESSAGES.searchNeedsCity });
    }
    if (query.sort === "distance") {
      ctx.addIssue({ code: "custom", path: ["sort"], message: MESSAGES.searchNeedsCity });
    }
  });
export type AthleteSearchQuery = z.input<typeof athleteSearchQuerySchema>;
export type AthleteSearchParams = z.output<typeof athleteSearchQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
const city = z.object({ id: z.number().int(), name: z.string(), state: z.string() });
/** A service by its name alone: its price is the athlete's private minimum. */
const namedService = z.object({ id: z.string(), name: z.string() });

/** What a search result and the public profile both show of an athlete. */
const athleteSummary = {
  /** The athlete's profile id (GET /api/athletes/{id}). */
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  sport: named,
  positions: z.array(named),
  level: z.enum(COMPETITION_LEVELS),
  classYear: z.number().int().optional(),
  team: z.string().optional(),
  /** The hometown: a city, never anything closer. */
  city,
  services: z.array(namedService),
};

export const athleteCardSchema = z.object({
  ...athleteSummary,
  /** From the `near` city, when the search has one; rounded to a tenth of a mile. */
  distanceMiles: z.number().optional(),
  hasAgent: z.boolean(),
});
export type AthleteCard = z.infer<typeof athleteCardSchema>;

export const athleteSearchPageSchema = z.object({
  list: z.array(athleteCardSchema),
  /** How many match, counted up to SEARCH_LIMITS.totalCap. */
  total: z.number().int(),
  /** True when more than `total` match: the count stopped at SEARCH_LIMITS.totalCap. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Only when a search near a city found no one: the smallest larger radius in which the same
   * filters find at least one athlete; absent when no larger radius has any.
   */
  widerRadius: z.literal(SEARCH_RADII).optional(),
});
export type AthleteSearchPage = z.infer<typeof athleteSearchPageSchema>;

const publicMedia = z.object({ id: z.string(), url: z.string(), contentType: z.string() });

/** GET /api/athletes/{id}: what any approved buyer, agent or operator may see of an athlete. */
export const publicAthleteProfileSchema = z.object({
  ...athleteSummary,
  bio: z.string().nullable(),
  interests: z.array(named),
  /** Links by network (instagram, youtube, x, tiktok, facebook). */
  socials: z.record(z.string(), z.string()),
  photos: z.array(publicMedia),
  videos: z.array(publicMedia),
  /** The agent who represents the athlete, by name only. */
  agent: z.object({ name: z.string() }).nullable(),
  /** Whether the viewer saved this athlete to their shortlist. */
  shortlisted: z.boolean(),
});
export type PublicAthleteProfile = z.infer<typeof publicAthleteProfileSchema>;

/** GET /api/shortlist: the athletes the caller saved, newest first (search may show them). */
export const shortlistSchema = z.object({
  list: z.array(athleteCardSchema),
  total: z.number().int(),
});
export type Shortlist = z.infer<typeof shortlistSchema>;

/** PUT and DELETE /api/shortlist/{athleteId}: whether the athlete is saved now. */
export const shortlistChangeSchema = z.object({ shortlisted: z.boolean() });
export type ShortlistChange = z.infer<typeof shortlistChangeSchema>;

/** GET /api/profile/my/search-stats: an athlete's counts over the last seven days (UTC). */
export const athleteSearchStatsSchema = z.object({
  appearances: z.number().int(),
  views: z.number().int(),
  days: z.number().int(),
});
export type AthleteSearchStats = z.infer<typeof athleteSearchStatsSchema>;
