import {
  ERROR_CODES,
  MESSAGES,
  SEARCH_LIMITS,
  type AthleteSearchPage,
  type AthleteSearchParams,
} from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import type { Origin } from "./distance";
import { cardsOf } from "./athlete-cards";
import {
  findAthletes,
  widerRadiusWithMatches,
  type AthleteSearch,
  type Viewer,
} from "./search-repository";
import { textQuery } from "./text-query";

/**
 * Every id of the query must name an entry of its list (a position, one of the sport's): checked
 * against the in-memory catalog, so a wrong id is a 400 naming the field, never a 500.
 */
function checkLookups(ctx: AppContext, params: AthleteSearchParams): void {
  const { catalog } = ctx;
  const fields: Record<string, string> = {};
  if (params.sport !== undefined && !catalog.has("sport", params.sport)) {
    fields.sport = MESSAGES.selectSport;
  }
  if (params.position !== undefined && !catalog.has("sportRole", params.position, params.sport)) {
    fields.position = MESSAGES.selectPosition;
  }
  if (params.interest !== undefined && !catalog.has("activity", params.interest)) {
    fields.interest = MESSAGES.searchUnknownInterest;
  }
  if (params.near !== undefined && !catalog.has("location", params.near)) {
    fields.near = MESSAGES.searchUnknownCity;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
  }
}

/** The centre of a search by distance, from the in-memory catalog (no round trip). */
function originOf(ctx: AppContext, cityId: number): Origin {
  const city = ctx.catalog.coordinatesOf(cityId);
  if (!city) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, {
      near: MESSAGES.searchUnknownCity,
    });
  }
  return { latitude: city.latitude, longitude: city.longitude };
}

/** GET /api/athletes: one page of approved athletes matching the query, as cards. */
export async function searchAthletes(
  ctx: AppContext,
  params: AthleteSearchParams,
  viewer: Viewer,
): Promise<AthleteSearchPage> {
  checkLookups(ctx, params);
  const { q, radius, ...rest } = params;
  const search: AthleteSearch = {
    ...rest,
    text: textQuery(q),
    origin: params.near === undefined ? null : originOf(ctx, params.near),
    radius: (radius ?? SEARCH_LIMITS.radiusDefault) as AthleteSearch["radius"],
  };
  const { rows, total, totalCapped } = await findAthletes(ctx.db, search, viewer);
  // An empty search near a city says which wider radius would find someone (issue 23).
  const origin = search.origin;
  const widerRadius =
    total === 0 && origin
      ? await widerRadiusWithMatches(ctx.db, { ...search, origin }, viewer)
      : undefined;
  const list = cardsOf(rows);
  return {
    list,
    total,
    totalCapped,
    page: params.page,
    pageSize: params.pageSize,
    ...(widerRadius === undefined ? {} : { widerRadius }),
  };
}
