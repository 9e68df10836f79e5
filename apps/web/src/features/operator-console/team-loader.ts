import type { OperatorList } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { refusalOf, type ConsoleRefusal } from "./console-access";
import { operatorApi } from "./operator-api";

export async function teamLoader({
  request,
}: LoaderFunctionArgs): Promise<OperatorList | ConsoleRefusal | Response> {
  try {
    return await operatorApi.operators(request.signal);
  } catch (error) {
    return refusalOf(error, request);
  }
}
