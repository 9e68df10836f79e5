import type { NameAgentBody, RepresentationOverview, UserRole } from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import { profileApi, unwrap, type Envelope } from "@web/lib/profile-api";

type Done = Envelope<{ ok: true }>;
export type RequestAction = "accept" | "decline" | "end";

/** The representation calls (docs/decisions/0065). */
export const representationApi = {
  overview: (signal?: AbortSignal) =>
    unwrap(
      apiRequest<Envelope<RepresentationOverview>>("/api/representation", signal ? { signal } : {}),
    ),

  role: async (): Promise<UserRole | "operator"> => (await profileApi.myProfile()).account.role,

  /** Accept or decline a request made to me; end a link, or withdraw my own request. */
  act: (id: string, action: RequestAction) =>
    apiRequest<Done>(
      action === "end"
        ? `/api/representation/${encodeURIComponent(id)}`
        : `/api/representation/${encodeURIComponent(id)}/${action}`,
      { method: action === "end" ? "DELETE" : "POST" },
    ),

  nameAgent: (body: NameAgentBody) =>
    apiRequest<Done>("/api/representation", { method: "POST", body }),
};
