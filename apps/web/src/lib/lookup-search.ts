import { LIMITS, LOOKUP_PATHS, type LookupItem, type LookupKind } from "@lineup/shared";
import { apiRequest } from "./api-client";

/**
 * Spec §5: "search text is sent only when longer than 2 characters (1 for city search)". Read
 * literally: a sport, role, interest or business list sends `str` from 3 characters on, the city
 * typeahead from 2 on. Shorter text asks for the first page unfiltered, as an empty box does.
 */
const SENT_WHEN_LONGER_THAN: Partial<Record<LookupKind, number>> = { location: 1 };
const DEFAULT_SENT_WHEN_LONGER_THAN = 2;

/** The `str` a typed text sends, or undefined when it is too short to narrow the list. */
export function searchTextFor(kind: LookupKind, typed: string): string | undefined {
  const text = typed.trim().slice(0, LIMITS.searchInputMaxLength);
  const longerThan = SENT_WHEN_LONGER_THAN[kind] ?? DEFAULT_SENT_WHEN_LONGER_THAN;
  return text.length > longerThan ? text : undefined;
}

export type LookupParams = { str?: string | undefined; sports?: number | undefined };

/** `GET {path}?amount=10[&str=…][&sports=…]` (spec §7 "GET /api/{resource}?amount=10"). */
export function lookupUrl(kind: LookupKind, { str, sports }: LookupParams = {}): string {
  const query = new URLSearchParams({ amount: String(LIMITS.listPageSize) });
  if (str) query.set("str", str);
  if (sports !== undefined) query.set("sports", String(sports));
  return `${LOOKUP_PATHS[kind]}?${query.toString()}`;
}

function isItem(value: unknown): value is LookupItem {
  if (typeof value !== "object" || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === "number" && typeof name === "string";
}

/** Spec §7: the list is `data.data` or `data.data.list`; anything else reads as empty. */
function listOf(answer: unknown): LookupItem[] {
  const data = (answer as { data?: unknown } | null)?.data;
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.filter(isItem) : [];
}

/**
 * One page of a picker list. Spec §8: a failed list fetch gives an empty list, never a dialog.
 * An aborted call rethrows, so the caller can tell "superseded" from "empty".
 */
export async function fetchLookupList(url: string, signal?: AbortSignal): Promise<LookupItem[]> {
  try {
    return listOf(await apiRequest<unknown>(url, signal ? { signal } : {}));
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}
