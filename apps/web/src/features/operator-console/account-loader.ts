import type { OperatorAccountDetail } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { refusalOf, type ConsoleRefusal } from "./console-access";
import { operatorApi } from "./operator-api";

export type AccountData = { account: OperatorAccountDetail } | { missing: true };

/**
 * /operator/account?id=…: one account. Its 404 means either "no such account" or "not an
 * operator"; a second console call tells them apart.
 */
export async function accountLoader({
  request,
}: LoaderFunctionArgs): Promise<AccountData | ConsoleRefusal | Response> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  try {
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      await operatorApi.operators(request.signal);
      return { missing: true };
    }
    return { account: await operatorApi.account(id, request.signal) };
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 404) return refusalOf(error, request);
    try {
      await operatorApi.operators(request.signal);
      return { missing: true };
    } catch (second) {
      return refusalOf(second, request);
    }
  }
}
