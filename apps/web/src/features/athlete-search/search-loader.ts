import type { AthleteSearchPage } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { refusalOf, type SearchRefusal } from "./search-access";
import { searchApi } from "./search-api";
import { apiQueryOf, filtersFrom, type SearchFilters } from "./search-query";

export type SearchData = { filters: SearchFilters; results: AthleteSearchPage };

/** /search: the search the address asks for. */
export async function searchLoader({
  request,
}: LoaderFunctionArgs): Promise<SearchData | SearchRefusal | Response> {
  const filters = filtersFrom(new URL(request.url).searchParams);
  try {
    return { filters, results: await searchApi.athletes(apiQueryOf(filters), request.signal) };
  } catch (error) {
    return refusalOf(error, request);
  }
}
