import {
  ACCOUNT_STATUSES,
  OPERATOR_SORTS,
  USER_ROLES,
  US_STATES,
  type AccountStatus,
  type UserRole,
} from "@lineup/shared";

/** The waiting list's filters as the address bar holds them, so a view can be linked and reloaded. */
export type WaitingListFilters = {
  status: AccountStatus | "";
  role: UserRole | "";
  state: string;
  sport: number | undefined;
  /** The chosen sport's name, kept beside its id so the filter reads back after a reload. */
  sportName: string;
  q: string;
  sort: (typeof OPERATOR_SORTS)[number];
  page: number;
};

/** A new console opens on the accounts waiting for a decision, oldest first (first come). */
export const DEFAULT_FILTERS: WaitingListFilters = {
  status: "pending",
  role: "",
  state: "",
  sport: undefined,
  sportName: "",
  q: "",
  sort: "oldest",
  page: 1,
};

/** Accounts per page: a whole page can be decided in one bulk call (OPERATOR_LIMITS.bulkMaxIds). */
export const PAGE_SIZE = 100;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

const STATES: readonly string[] = US_STATES.map(([code]) => code);

/** Reads the filters from a URL; what it does not recognise falls back to the default. */
export function filtersFrom(params: URLSearchParams): WaitingListFilters {
  const status = params.get("status");
  const sport = Number(params.get("sport"));
  const page = Number(params.get("page"));
  return {
    status: status === "any" ? "" : (oneOf(ACCOUNT_STATUSES, status) ?? DEFAULT_FILTERS.status),
    role: oneOf(USER_ROLES, params.get("role")) ?? "",
    state: oneOf(STATES, params.get("state")) ?? "",
    sport: Number.isInteger(sport) && sport > 0 ? sport : undefined,
    sportName: params.get("sportName")?.slice(0, 100) ?? "",
    q: params.get("q")?.trim().slice(0, 100) ?? "",
    sort: oneOf(OPERATOR_SORTS, params.get("sort")) ?? DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters of a view: only what differs from the default ("any" status is written). */
export function paramsOf(filters: WaitingListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_FILTERS.status) params.set("status", filters.status || "any");
  if (filters.role) params.set("role", filters.role);
  if (filters.state) params.set("state", filters.state);
  if (filters.sport !== undefined) {
    params.set("sport", String(filters.sport));
    if (filters.sportName) params.set("sportName", filters.sportName);
  }
  if (filters.q) params.set("q", filters.q);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The API's query for a view (GET /api/operator/accounts). */
export function apiQueryOf(filters: WaitingListFilters) {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.sport !== undefined ? { sport: filters.sport } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}
