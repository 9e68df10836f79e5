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
