import { MESSAGES, type UserRole } from "@lineup/shared";
import type { JoinInvitation } from "./join-loader";

/** The invitation's headline on each join screen: who invited, and to what. */
function headline(role: UserRole, inviter: string): string {
  return role === "agent"
    ? `${inviter} named you as their agent`
    : `${inviter} invited you to Lineup`;
}

const FOLLOW_UP: Partial<Record<UserRole, string>> = {
  athlete:
    "Create your account below. We keep the invitation with your account, and your agent will represent you once your profile is ready.",
  agent: "Create your agent account below and you will represent them on Lineup.",
};

/**
 * What an invitation link brought (docs/decisions/0008): who sent it, or, when it is invalid or
 * expired, a clear word that the person can still sign up on their own.
 */
export function InvitationBanner({
  role,
  invitation,
}: {
  role: UserRole;
  invitation: JoinInvitation;
}) {
  if (invitation.status === "invalid") {
    return (
      <div
        role="alert"
        className="mb-6 flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-800"
      >
        <svg
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          className="mt-0.5 shrink-0"
        >
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M10 5.5v5.5M10 13.5v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p className="font-medium text-pretty">{MESSAGES.invalidInvitation}</p>
      </div>
    );
  }
  const { inviterName, inviterEmail } = invitation.info;
  return (
    <div role="status" className="mb-6 rounded-2xl bg-accent-50 p-4 text-zinc-800">
      <p className="font-bold text-zinc-950">{headline(role, inviterName ?? inviterEmail)}</p>
      {FOLLOW_UP[role] && <p className="mt-1 text-sm text-pretty">{FOLLOW_UP[role]}</p>}
    </div>
  );
}
