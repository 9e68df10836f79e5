import type { AthleteSearchPage, PublicAthleteProfile, ShortlistChange } from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import { unwrap, type Envelope } from "@web/lib/profile-api";

/** The query string of a call: only the values that are set. */
function queryOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Talent search's calls (DESIGN.md "search"; docs/decisions/0082). */
export const searchApi = {
  athletes: (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    unwrap(
      apiRequest<Envelope<AthleteSearchPage>>(
        `/api/athletes${queryOf(query)}`,
        signal ? { signal } : {},
      ),
    ),
  athlete: (id: string, signal?: AbortSignal) =>
    unwrap(
      apiRequest<Envelope<PublicAthleteProfile>>(
        `/api/athletes/${encodeURIComponent(id)}`,
        signal ? { signal } : {},
      ),
    ),
  save: (id: string) =>
    unwrap(
      apiRequest<Envelope<ShortlistChange>>(`/api/shortlist/${encodeURIComponent(id)}`, {
        method: "PUT",
      }),
    ),
  unsave: (id: string) =>
    unwrap(
      apiRequest<Envelope<ShortlistChange>>(`/api/shortlist/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    ),
};
