import type { OperatorAccountList, OperatorFunnel } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { refusalOf, type ConsoleRefusal } from "./console-access";
import { operatorApi } from "./operator-api";
import { apiQueryOf, filtersFrom, type WaitingListFilters } from "./waiting-list-query";

export type WaitingListData = {
  filters: WaitingListFilters;
  accounts: OperatorAccountList;
  funnel: OperatorFunnel;
};

/** The view the address asks for, and the funnel, fetched together. */
export async function waitingListLoader({
  request,
}: LoaderFunctionArgs): Promise<WaitingListData | ConsoleRefusal | Response> {
  const filters = filtersFrom(new URL(request.url).searchParams);
  try {
    const [accounts, funnel] = await Promise.all([
      operatorApi.accounts(apiQueryOf(filters), request.signal),
      operatorApi.funnel(request.signal),
    ]);
    return { filters, accounts, funnel };
  } catch (error) {
    return refusalOf(error, request);
  }
}
