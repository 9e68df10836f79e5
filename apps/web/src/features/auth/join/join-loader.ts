import type { InvitationInfo, OAuthHandoff, UserRole } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { apiRequest, isApiRequestError } from "@web/lib/api-client";
import { problemFrom } from "@web/lib/problem";
import { authApi } from "../auth-api";
import { NO_PROVIDERS, loadProviders, type ProvidersLoaderData } from "../auth-loaders";
import { oauthParamsOf, type OAuthParams } from "../oauth-params";

/**
 * An invitation link's token, as the join screen learnt it (docs/decisions/0008): valid, with who
 * sent it, or refused by the server as invalid or expired.
 */
export type JoinInvitation = { status: "valid"; info: InvitationInfo } | { status: "invalid" };

export type JoinLoaderData = ProvidersLoaderData & {
  oauth: OAuthParams | null;
  handoff: OAuthHandoff | null;
  handoffError: string | null;
  /** Null without an invitation in the query, or when it could not be checked. */
  invitation: JoinInvitation | null;
};

/** Which query parameter carries an invitation to which join screen, and of which kind. */
const INVITATIONS: Partial<Record<UserRole, { param: string; kind: InvitationInfo["kind"] }>> = {
  athlete: { param: "invite", kind: "agent_invites_athlete" },
  agent: { param: "inviteId", kind: "athlete_names_agent" },
};

async function loadInvitation(
  role: UserRole,
  search: URLSearchParams,
  signal: AbortSignal,
): Promise<JoinInvitation | null> {
  const expected = INVITATIONS[role];
  const token = expected && search.get(expected.param);
  if (!expected || !token) return null;
  try {
    // GET /api/invite/{token}: what the link is about; 400 when invalid or expired.
    const { data: info } = await apiRequest<{ data: InvitationInfo }>(
      `/api/invite/${encodeURIComponent(token)}`,
      { signal },
    );
    return info.kind === expected.kind ? { status: "valid", info } : { status: "invalid" };
  } catch (error) {
    // Only the server's refusal makes a link invalid; a failed check leaves it be.
    return isApiRequestError(error) && error.status === 400 ? { status: "invalid" } : null;
  }
}

async function loadOAuth(
  oauth: OAuthParams | null,
  signal: AbortSignal,
): Promise<Omit<JoinLoaderData, "invitation">> {
  if (!oauth) {
    return { providers: await loadProviders(signal), oauth, handoff: null, handoffError: null };
  }
  try {
    const handoff = await authApi.oauthHandoff(oauth.token, signal);
    return { providers: NO_PROVIDERS, oauth, handoff, handoffError: null };
  } catch (error) {
    const { message } = problemFrom(error);
    // The problem dialog opens with the screen: its lazily loaded code comes alongside (0052).
    const [providers] = await Promise.all([
      loadProviders(signal),
      import("@web/components/ui/modal-frame"),
    ]);
    return {
      providers,
      oauth: null,
      handoff: null,
      handoffError: message,
    };
  }
}

/**
 * The join screens' loader: which login buttons to show, the OAuth hand-off whose names and
 * e-mail pre-fill the form, and an invitation link's token, all at once.
 */
export async function joinLoader(
  role: UserRole,
  { request }: LoaderFunctionArgs,
): Promise<JoinLoaderData> {
  const search = new URL(request.url).searchParams;
  const [rest, invitation] = await Promise.all([
    loadOAuth(oauthParamsOf(search), request.signal),
    loadInvitation(role, search, request.signal),
  ]);
  return { ...rest, invitation };
}
