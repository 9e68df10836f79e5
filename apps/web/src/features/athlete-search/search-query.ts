import {
  CLASS_YEARS,
  COMPETITION_LEVELS,
  LEVELS_WITH_CLASS,
  ROUTES,
  SEARCH_GENDERS,
  SEARCH_LIMITS,
  SEARCH_RADII,
  SEARCH_SORTS,
  type CompetitionLevel,
  type SearchRadius,
  type SearchSort,
} from "@lineup/shared";

/**
 * The search's filters as the address bar holds them, so a search can be linked, reloaded and
 * come back to from a profile. A chosen lookup keeps its name beside its id (as the operator
 * console keeps `sportName`), so the pickers read back after a reload without asking the API.
 */
export type SearchFilters = {
  sport: number | undefined;
  sportName: string;
  /** A position of the chosen sport; cleared with the sport. */
  position: number | undefined;
  positionName: string;
  level: CompetitionLevel | "";
  classYear: number | undefined;
  /** The city searched around, its name and state ("Austin", "Texas"). */
  near: number | undefined;
  nearName: string;
  nearState: string;
  /** Miles around `near`; only sent with a city. */
  radius: SearchRadius;
  interest: number | undefined;
  interestName: string;
  gender: (typeof SEARCH_GENDERS)[number] | "";
  q: string;
  /** "distance" only with a city. */
  sort: SearchSort;
  page: number;
};

export const DEFAULT_FILTERS: SearchFilters = {
  sport: undefined,
  sportName: "",
  position: undefined,
  positionName: "",
  level: "",
  classYear: undefined,
  near: undefined,
  nearName: "",
  nearState: "",
  radius: SEARCH_LIMITS.radiusDefault,
  interest: undefined,
  interestName: "",
  gender: "",
  q: "",
  sort: "relevance",
  page: 1,
};

export const PAGE_SIZE = SEARCH_LIMITS.pageSizeDefault;

const oneOf = <T extends string | number>(list: readonly T[], value: T | null): T | undefined =>
  list.find((item) => item === value);

/** A lookup id of the address ("12"), or nothing. */
function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

const nameOf = (params: URLSearchParams, key: string) => params.get(key)?.slice(0, 100) ?? "";

/** A level that has no class year drops the class year (spec §4). */
export const levelHasClass = (level: CompetitionLevel | "") =>
  level === "" || LEVELS_WITH_CLASS.includes(level);

/** Reads the filters from a URL; what it does not recognise falls back to the default. */
export function filtersFrom(params: URLSearchParams): SearchFilters {
  const sport = idOf(params.get("sport"));
  const near = idOf(params.get("near"));
  const level = oneOf(COMPETITION_LEVELS, params.get("level") as CompetitionLevel) ?? "";
  const classYear = oneOf(CLASS_YEARS, Number(params.get("classYear")));
  const sort = oneOf(SEARCH_SORTS, params.get("sort") as SearchSort) ?? "relevance";
  const page = Number(params.get("page"));
  return {
    sport,
    sportName: sport === undefined ? "" : nameOf(params, "sportName"),
    position: sport === undefined ? undefined : idOf(params.get("position")),
    positionName: sport === undefined ? "" : nameOf(params, "positionName"),
    level,
    classYear: levelHasClass(level) ? classYear : undefined,
    near,
    nearName: near === undefined ? "" : nameOf(params, "nearName"),
    nearState: near === undefined ? "" : nameOf(params, "nearState"),
    radius:
      oneOf(SEARCH_RADII, Number(params.get("radius")) as SearchRadius) ??
      SEARCH_LIMITS.radiusDefault,
    interest: idOf(params.get("interest")),
    interestName: nameOf(params, "interestName"),
    gender: oneOf(SEARCH_GENDERS, params.get("gender") as "Male") ?? "",
    q: params.get("q")?.trim().slice(0, SEARCH_LIMITS.queryMaxLength) ?? "",
    sort: sort === "distance" && near === undefined ? "relevance" : sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_LIMITS.pageMax) : 1,
  };
}

/** The URL parameters of a search: only what differs from the default. */
export function paramsOf(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const lookup = (key: string, id: number | undefined, name: string) => {
    if (id === undefined) return;
    params.set(key, String(id));
    if (name) params.set(`${key}Name`, name);
  };
  lookup("sport", filters.sport, filters.sportName);
  if (filters.sport !== undefined) lookup("position", filters.position, filters.positionName);
  if (filters.level) params.set("level", filters.level);
  if (filters.classYear !== undefined) params.set("classYear", String(filters.classYear));
  if (filters.near !== undefined) {
    lookup("near", filters.near, filters.nearName);
    if (filters.nearState) params.set("nearState", filters.nearState);
    params.set("radius", String(filters.radius));
  }
  lookup("interest", filters.interest, filters.interestName);
  if (filters.gender) params.set("gender", filters.gender);
  if (filters.q) params.set("q", filters.q);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The address of a search. */
export function searchHref(filters: SearchFilters): string {
  const query = paramsOf(filters).toString();
  return query ? `${ROUTES.search}?${query}` : ROUTES.search;
}

/** Whether anything narrows the search (the page and the order do not). */
export const isFiltered = (filters: SearchFilters) =>
  paramsOf({ ...filters, sort: DEFAULT_FILTERS.sort, page: 1 }).toString() !== "";

/** How many filters behind the phone's "Filters" button are set (not the text, not the order). */
export function activeFilterCount(filters: SearchFilters): number {
  const { sport, position, level, classYear, near, interest, gender } = filters;
  return [
    sport,
    position,
    level || undefined,
    classYear,
    near,
    interest,
    gender || undefined,
  ].filter((value) => value !== undefined).length;
}

/** The API's query for a search (GET /api/athletes). */
export function apiQueryOf(filters: SearchFilters) {
  return {
    sport: filters.sport,
    position: filters.sport === undefined ? undefined : filters.position,
    level: filters.level || undefined,
    classYear: filters.classYear,
    near: filters.near,
    radius: filters.near === undefined ? undefined : filters.radius,
    interest: filters.interest,
    gender: filters.gender || undefined,
    q: filters.q || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}
