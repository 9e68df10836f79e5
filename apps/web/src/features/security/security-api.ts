import type { OperatorAcceptBody, SessionSummary, TotpSetup } from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";

type Envelope<T> = { data: T };
async function data<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).data;
}
const post = <T>(path: string, body?: unknown) =>
  data(apiRequest<Envelope<T>>(path, { method: "POST", ...(body ? { body } : {}) }));

/**
 * The security screen's calls (signed-in devices, two-step verification), and the operator
 * invitation's acceptance, which is followed by enrolling the second factor.
 */
export const securityApi = {
  sessions: (signal?: AbortSignal) =>
    data(apiRequest<Envelope<SessionSummary[]>>("/api/auth/sessions", { signal })),
  endSession: (id: string) =>
    apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
  endOtherSessions: () => post<{ ended: number }>("/api/auth/sessions/end-others"),

  totpStatus: (signal?: AbortSignal) =>
    data(apiRequest<Envelope<{ enabled: boolean }>>("/api/auth/totp", { signal })),
  setUpTotp: () => post<TotpSetup>("/api/auth/totp/setup"),
  enableTotp: (code: string) =>
    post<{ recoveryCodes: string[] }>("/api/auth/totp/enable", { code }),
  disableTotp: (code: string) => post<{ ok: true }>("/api/auth/totp/disable", { code }),

  /** Makes the operator account and starts a session that can only enrol the second factor. */
  acceptOperatorInvitation: (body: OperatorAcceptBody) =>
    post<{ id: string; email: string; next: "enrol_second_factor" }>(
      "/api/operator/invitations/accept",
      body,
    ),
};
