import { ROUTES, type UserRole } from "@lineup/shared";
import { useEffect } from "react";
import { Navigate, useLoaderData, useSearchParams } from "react-router";
import { ScreenCard } from "../../../components/layout/screen-card";
import { StepIndicator } from "../../../components/ui/step-indicator";
import { getPendingInviteId, setAgentEmail } from "../../../lib/account-storage";
import { ONBOARDING_STEP_COUNT } from "../../../lib/onboarding-steps";
import type { JoinLoaderData } from "../auth-loaders";
import { JOIN_COPY, PROVIDER_NAMES } from "./join-copy";
import { JoinForm } from "./join-form";

/**
 * A join screen: step 1 of the role's flow. Reads the query: an agent's `inviteId`, the
 * `agentEmail` of an athlete's join link, and `provider` + `token` when finishing an OAuth login.
 */
export function JoinScreen({ role }: { role: UserRole }) {
  const { providers, oauth, handoff, handoffError } = useLoaderData<JoinLoaderData>();
  const [search] = useSearchParams();
  const agentEmail = role === "athlete" ? search.get("agentEmail") : null;
  const inviteId = role === "agent" ? (search.get("inviteId") ?? getPendingInviteId()) : null;

  useEffect(() => {
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
      <JoinForm
        // A new hand-off (or none) is a new form with new defaults.
        key={oauth?.token ?? "local"}
        role={role}
        providers={providers}
        oauth={oauth}
        handoff={handoff}
        inviteId={inviteId}
        initialProblem={handoffError}
      />
    </ScreenCard>
  );
}
