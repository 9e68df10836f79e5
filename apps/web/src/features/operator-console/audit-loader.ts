import type { OperatorAuditList } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { refusalOf, type ConsoleRefusal } from "./console-access";
import { operatorApi } from "./operator-api";

export async function auditLoader({
  request,
}: LoaderFunctionArgs): Promise<OperatorAuditList | ConsoleRefusal | Response> {
  const page = Number(new URL(request.url).searchParams.get("page"));
  try {
    return await operatorApi.audit(Number.isInteger(page) && page >= 1 ? page : 1, request.signal);
  } catch (error) {
    return refusalOf(error, request);
  }
}
