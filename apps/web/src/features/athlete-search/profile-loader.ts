import type { PublicAthleteProfile } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { refusalOf, type SearchRefusal } from "./search-access";
import { searchApi } from "./search-api";
import { filtersFrom, searchHref } from "./search-query";

export type ProfileData = {
  /** The search the profile was opened from, rebuilt from its filters (never a raw address). */
  back: string;
} & ({ profile: PublicAthleteProfile } | { missing: string });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /athletes/profile?id=…&from=…: an approved athlete's public profile. */
export async function profileLoader({
  request,
}: LoaderFunctionArgs): Promise<ProfileData | SearchRefusal | Response> {
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? "";
  const back = searchHref(filtersFrom(new URLSearchParams(params.get("from") ?? "")));
  try {
    // An id that cannot be one still asks the API for a search, so access is told the same way.
    if (!UUID.test(id)) {
      await searchApi.athletes({ pageSize: 1 }, request.signal);
      return { back, missing: "This address does not lead to an athlete's profile." };
    }
    return { back, profile: await searchApi.athlete(id, request.signal) };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return { back, missing: error.message };
    return refusalOf(error, request);
  }
}
