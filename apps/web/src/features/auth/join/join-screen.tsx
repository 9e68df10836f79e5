import { ROUTES, type UserRole } from "@lineup/shared";
import { useEffect } from "react";
import { Navigate, useLoaderData, useSearchParams } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { getPendingInviteId, setAgentEmail } from "@web/lib/account-storage";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import type { JoinInvitation, JoinLoaderData } from "./join-loader";
import { InvitationBanner } from "./invitation-banner";
import { JOIN_COPY, PROVIDER_NAMES } from "./join-copy";
import { JoinForm } from "./join-form";

/**
 * A bare `?agentEmail=` (no invitation): anyone can craft one, so get-started may only pre-fill
 * an editable field with it, never lock it (docs/decisions/0066). An invitation needs no copy in
 * the browser: the server keeps it with the account.
 */
function agentEmailOf(invitation: JoinInvitation | null, search: URLSearchParams) {
  return invitation ? null : search.get("agentEmail");
}

/** Which query parameter carries each role's invitation id. */
const INVITE_PARAM: Partial<Record<UserRole, string>> = { agent: "inviteId", athlete: "invite" };

/**
 * The invitation id sent with the sign-up: the query's, or the one kept across the OAuth round
 * trip. An invitation the server refused is not sent (docs/decisions/0008).
 */
function inviteIdOf(role: UserRole, invitation: JoinInvitation | null, search: URLSearchParams) {
  const param = INVITE_PARAM[role];
  if (!param || invitation?.status === "invalid") return null;
  return search.get(param) ?? getPendingInviteId();
}

/**
 * A join screen: step 1 of the role's flow. Reads the query: an invitation (`invite` for an
 * athlete, `inviteId` for an agent), a bare `agentEmail` of an older athlete's join link, and
 * `provider` + `token` when finishing an OAuth login.
 */
export function JoinScreen({ role }: { role: UserRole }) {
  const { providers, oauth, handoff, handoffError, invitation } = useLoaderData<JoinLoaderData>();
  const [search] = useSearchParams();
  const agentEmail = role === "athlete" ? agentEmailOf(invitation, search) : null;
  const inviteId = inviteIdOf(role, invitation, search);

  useEffect(() => {
    // Athlete get-started pre-fills it (spec §4), editable (docs/decisions/0066).
    if (agentEmail) setAgentEmail(agentEmail);
  }, [agentEmail]);

  // This identity already has an account: the login screen signs it in and routes it.
  if (oauth && handoff?.accountExists) {
    return <Navigate to={`${ROUTES.login}?${search.toString()}`} replace />;
  }

  const copy = JOIN_COPY[role];
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={1} total={ONBOARDING_STEP_COUNT[role]} />}
      title={copy.title}
      intro={oauth ? `Finish your sign-up with ${PROVIDER_NAMES[oauth.provider]}.` : copy.intro}
    >
      {invitation && <InvitationBanner role={role} invitation={invitation} />}
      <JoinForm
        // A new hand-off (or none) is a new form with new defaults.
        key={oauth?.token ?? "local"}
        role={role}
        providers={providers}
        oauth={oauth}
        handoff={handoff}
        inviteId={inviteId}
        invitedEmail={invitation?.status === "valid" ? invitation.info.email : null}
        initialProblem={handoffError}
      />
    </ScreenCard>
  );
}
