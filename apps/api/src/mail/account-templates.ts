import { renderEmail, type RenderedEmail } from "./layout";

/** The e-mails of Settings (issue 21): a new address, a new password, a deleted account. */

const hello = (name: string | null | undefined) => (name ? `Hi ${name},` : "Hi there,");

/** To the new address: its link moves the account there. */
export function emailChangeLinkEmail(name: string | null, url: string): RenderedEmail {
  return renderEmail({
    subject: "Confirm your new email for Lineup",
    greeting: hello(name),
    paragraphs: [
      "You asked to sign in to Lineup with this address from now on. Please confirm it is yours.",
      "The link works once and expires in 24 hours. Until you open it, your old address stays.",
    ],
    action: { label: "Use this email", url },
    footnote: "If you did not ask for this, you can ignore this email: nothing changes.",
  });
}

/** To the old address when a change is asked: the owner hears of it before it happens. */
export function emailChangeRequestedEmail(
  name: string | null,
  newEmail: string,
  appUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: "Your Lineup email is about to change",
    greeting: hello(name),
    paragraphs: [
      `Someone signed in to your Lineup account asked to change its email to ${newEmail}.`,
      "The change happens only when the link we sent to that address is opened.",
      "If this was not you, change your password now and sign out your other devices in Settings.",
    ],
    action: { label: "Open Lineup", url: appUrl },
  });
}

/** To the old address once the change is done. */
export function emailChangedEmail(
  name: string | null,
  newEmail: string,
  appUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: "Your Lineup email has changed",
    greeting: hello(name),
    paragraphs: [
      `Your Lineup account now signs in with ${newEmail}. We will not write to this address again.`,
      "If this was not you, reply to this email or contact us right away.",
    ],
    action: { label: "Open Lineup", url: appUrl },
  });
}

export function passwordChangedEmail(name: string | null, appUrl: string): RenderedEmail {
  return renderEmail({
    subject: "Your Lineup password has changed",
    greeting: hello(name),
    paragraphs: [
      "The password of your Lineup account was just changed, and your other devices were signed out.",
      "If this was not you, reset your password from the login screen right away.",
    ],
    action: { label: "Open Lineup", url: appUrl },
  });
}

/** The last e-mail: after it, Lineup holds nothing of the person. */
export function accountDeletedEmail(name: string | null): RenderedEmail {
  return renderEmail({
    subject: "Your Lineup account has been deleted",
    greeting: hello(name),
    paragraphs: [
      "Your Lineup account has been deleted, as you asked: your profile, services, photos and videos, sessions and sign-in links are gone.",
      "This address is free again: you are welcome to sign up with it whenever you like.",
    ],
    footnote: "This is the last email we send you. We keep no copy of it once it is delivered.",
  });
}
