import type {
  OperatorAccountDetail,
  OperatorAccountList,
  OperatorAccountsQuery,
  OperatorAuditList,
  OperatorBulkDecisionAnswer,
  OperatorBulkDecisionBody,
  OperatorDecisionAnswer,
  OperatorDecisionBody,
  OperatorFunnel,
  OperatorList,
} from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import { unwrap, type Envelope } from "@web/lib/profile-api";

const get = <T>(path: string, signal?: AbortSignal) =>
  unwrap(apiRequest<Envelope<T>>(path, signal ? { signal } : {}));
const post = <T>(path: string, body: unknown) =>
  unwrap(apiRequest<Envelope<T>>(path, { method: "POST", body }));

/** The query string of a list call: only the values that are set. */
function queryOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The console's calls (DESIGN.md "The marketplace behind the door"; decision 0079). */
export const operatorApi = {
  accounts: (query: OperatorAccountsQuery, signal?: AbortSignal) =>
    get<OperatorAccountList>(
      `/api/operator/accounts${queryOf(query as Record<string, string | number | undefined>)}`,
      signal,
    ),
  account: (id: string, signal?: AbortSignal) =>
    get<OperatorAccountDetail>(`/api/operator/accounts/${encodeURIComponent(id)}`, signal),
  decide: (id: string, body: OperatorDecisionBody) =>
    post<OperatorDecisionAnswer>(`/api/operator/accounts/${encodeURIComponent(id)}/decision`, body),
  decideMany: (body: OperatorBulkDecisionBody) =>
    post<OperatorBulkDecisionAnswer>("/api/operator/accounts/decisions", body),
  funnel: (signal?: AbortSignal) => get<OperatorFunnel>("/api/operator/funnel", signal),
  audit: (page: number, signal?: AbortSignal) =>
    get<OperatorAuditList>(`/api/operator/audit${queryOf({ page })}`, signal),
  operators: (signal?: AbortSignal) => get<OperatorList>("/api/operator/operators", signal),
  invite: (email: string) =>
    post<{ email: string; expiresAt: string }>("/api/operator/invitations", { email }),
  remove: (id: string) =>
    apiRequest(`/api/operator/operators/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
