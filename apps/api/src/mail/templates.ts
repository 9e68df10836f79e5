import { renderEmail, type RenderedEmail } from "./layout";

const hello = (name: string | null | undefined) => (name ? `Hi ${name},` : "Hi there,");

export function confirmationEmail(name: string | null, url: string): RenderedEmail {
  return renderEmail({
    subject: "Confirm your email for Lineup",
    greeting: hello(name),
    paragraphs: [
      "Welcome to Lineup! Please confirm your email address to continue your registration.",
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my email", url },
    footnote: "If you did not sign up for Lineup, you can ignore this email.",
  });
}

export function passwordResetEmail(name: string | null, url: string): RenderedEmail {
  return renderEmail({
    subject: "Reset your Lineup password",
    greeting: hello(name),
    paragraphs: [
      "We received a request to reset the password of your Lineup account.",
      "The link works once and expires in 1 hour. Resetting signs you out everywhere.",
    ],
    action: { label: "Choose a new password", url },
    footnote:
      "If you did not ask for this, you can ignore this email: your password stays the same.",
  });
}

export function congratulationEmail(name: string | null, appUrl: string): RenderedEmail {
  return renderEmail({
    subject: "Congratulations, you are on the Lineup!",
    greeting: hello(name),
    paragraphs: [
      "Congratulations! Your registration is complete.",
      "We will let you know when you can start working with the people who are looking for you.",
    ],
    action: { label: "Visit Lineup", url: appUrl },
  });
}

export function athleteInvitationEmail(agentName: string, url: string): RenderedEmail {
  return renderEmail({
    subject: `${agentName} invited you to Lineup`,
    greeting: "Hi there,",
    paragraphs: [
      `${agentName} is an agent on Lineup and invited you to join as an athlete.`,
      "Lineup is where athletes list their services and get booked by businesses and fans. Once your profile is ready, your agent represents you there.",
      "The invitation works once and expires in 24 hours.",
    ],
    action: { label: "Join Lineup", url },
  });
}

export function agentInvitationEmail(athleteName: string, url: string): RenderedEmail {
  return renderEmail({
    subject: `${athleteName} named you as their agent on Lineup`,
    greeting: "Hi there,",
    paragraphs: [
      `${athleteName} just joined Lineup and named you as their agent.`,
      "Create your agent account to represent them. The invitation works once and expires in 24 hours.",
    ],
    action: { label: "Join as an agent", url },
  });
}

export function agentLinkedEmail(
  agentName: string | null,
  athleteName: string,
  appUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `${athleteName} named you as their agent`,
    greeting: hello(agentName),
    paragraphs: [
      `${athleteName} joined Lineup and named you as their agent. You now represent them.`,
    ],
    action: { label: "Open Lineup", url: appUrl },
  });
}

/** Someone asks to represent, or to be represented by, the recipient: they answer on Lineup. */
export function representationRequestEmail(
  recipientName: string | null,
  requesterName: string,
  requesterIsAgent: boolean,
  url: string,
): RenderedEmail {
  return renderEmail({
    subject: requesterIsAgent
      ? `${requesterName} asks to represent you on Lineup`
      : `${requesterName} asks you to be their agent on Lineup`,
    greeting: hello(recipientName),
    paragraphs: [
      requesterIsAgent
        ? `${requesterName}, an agent on Lineup, would like to represent you.`
        : `${requesterName}, an athlete on Lineup, named you as their agent.`,
      "Nothing changes until you accept. Sign in to accept or decline the request.",
    ],
    action: { label: "Answer the request", url },
    footnote: "If you do not know them, decline the request or simply ignore this email.",
  });
}
