import { renderEmail, type RenderedEmail } from "./layout";

/** The e-mails of the operator side (issue 22): decisions and operator invitations. */

const hello = (name: string | null | undefined) => (name ? `Hi ${name},` : "Hi there,");

/** Approval: the promise of the registration-success screen kept. */
export function approvedEmail(name: string | null, signInUrl: string): RenderedEmail {
  return renderEmail({
    subject: "You can start working on Lineup",
    greeting: hello(name),
    paragraphs: [
      "Good news: our team has reviewed your registration and your Lineup account is approved.",
      "You can start working on Lineup now. Sign in to see your home and everything that is open to you.",
    ],
    action: { label: "Sign in to Lineup", url: signInUrl },
  });
}

/** Changes requested: the operator's words, and where to make them. */
export function changesRequestedEmail(
  name: string | null,
  message: string,
  homeUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: "Please update your Lineup profile",
    greeting: hello(name),
    paragraphs: [
      "Our team has reviewed your registration and needs a few changes before approving it:",
      message,
      "Sign in, edit your profile, then resubmit it from your home: it goes back to our team for review.",
    ],
    action: { label: "Update my profile", url: homeUrl },
  });
}

export function rejectedEmail(name: string | null, reason: string): RenderedEmail {
  return renderEmail({
    subject: "Your Lineup registration was not approved",
    greeting: hello(name),
    paragraphs: [
      "Our team has reviewed your registration and cannot approve it. The reason:",
      reason,
      "If you think this is a mistake, reply to this email.",
    ],
  });
}

export function suspendedEmail(name: string | null, reason: string | null): RenderedEmail {
  return renderEmail({
    subject: "Your Lineup account is suspended",
    greeting: hello(name),
    paragraphs: [
      "Our team has suspended your Lineup account: for now you cannot search, appear in search, or make or receive offers.",
      ...(reason ? ["The reason:", reason] : []),
      "If you think this is a mistake, reply to this email.",
    ],
  });
}

/** An invitation to be an operator: set a password and name, then a second factor. */
export function operatorInvitationEmail(url: string): RenderedEmail {
  return renderEmail({
    subject: "You are invited to be a Lineup operator",
    greeting: "Hi there,",
    paragraphs: [
      "You have been invited to run Lineup's operator console: reviewing the waiting list and admitting people.",
      "Open the link to choose a password and your name, then set up two-step verification, which every operator must use.",
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Accept the invitation", url },
    footnote: "If you did not expect this, you can ignore this email.",
  });
}

export function operatorRemovedEmail(name: string | null): RenderedEmail {
  return renderEmail({
    subject: "You are no longer a Lineup operator",
    greeting: hello(name),
    paragraphs: [
      "Another operator has removed your operator account: it, its sessions and its sign-in are gone.",
      "If you think this is a mistake, reply to this email.",
    ],
  });
}
