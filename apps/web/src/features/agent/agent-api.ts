import type { MyProfile, SentInvitation } from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";

/** Every answer is `{ data }` (docs/decisions/0008); these unwrap it. */
type Envelope<T> = { data: T };

async function data<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).data;
}

/** The agent's calls (docs/decisions/0008). */
export const agentApi = {
  /**
   * POST /api/invite/athlete/{email} with body { email } (spec §7). `emailSent` is false when a
   * live invitation to that address already exists: nothing new was e-mailed.
   */
  invite: (email: string) =>
    data(
      apiRequest<Envelope<{ emailSent: boolean }>>(
        `/api/invite/athlete/${encodeURIComponent(email)}`,
        { method: "POST", body: { email } },
      ),
    ),

  /** GET /api/invite/sent: the agent's invitations, newest first, with their state. */
  sentInvitations: (signal?: AbortSignal) =>
    data(apiRequest<Envelope<SentInvitation[]>>("/api/invite/sent", signal ? { signal } : {})),

  /** GET /api/profile/my, whose `representation.athletes` are the athletes the agent represents. */
  myProfile: (signal?: AbortSignal) =>
    data(apiRequest<Envelope<MyProfile>>("/api/profile/my", signal ? { signal } : {})),
};
