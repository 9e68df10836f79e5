import { renderEmail, type RenderedEmail } from "./layout";

/**
 * The e-mails of a minor's parent or guardian and the athlete's notices of their decisions
 * (issue 25, decision 0088). Every e-mail to a guardian ends with the link to withdraw consent.
 */

const hello = (name: string | null | undefined) => (name ? `Hi ${name},` : "Hi there,");

const withdrawNote = (withdrawUrl: string) =>
  `You can withdraw your consent at any time, and the athlete's profile is hidden at once: ${withdrawUrl}`;

/** The request: what Lineup is, what it shows and keeps private, what the guardian is told. */
export function guardianConsentEmail(
  athleteName: string,
  consentUrl: string,
  withdrawUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `${athleteName} asks for your consent to join Lineup`,
    greeting: "Hello,",
    paragraphs: [
      `${athleteName} has created an athlete profile on Lineup and named you as their parent or guardian.`,
      "Lineup is a marketplace where athletes offer services (clinics, lessons, appearances, content) and businesses and individuals book them. Our team reviews every account before it can work on Lineup.",
      "Businesses would see the athlete's profile: their name, photo, sport, position, level, team, city and state, bio and the names of the services they offer. They never see the athlete's e-mail, phone number or date of birth, and prices stay private: no one but the athlete sees the minimum price of a service.",
      "While the athlete is under 18, you will receive a copy of every offer, counter-offer and decision, a daily digest of offer messages, and you must confirm each offer the athlete accepts before it is final. Businesses selling alcohol, tobacco or vaping products, cannabis, gambling, weapons or adult content can never find or contact a minor.",
      "Until you agree, the athlete's profile is not shown to businesses and they cannot accept an offer. Open the link to see the profile, then consent by typing your full name, or decline.",
      "The link works once and expires in 7 days.",
    ],
    action: { label: "Review and decide", url: consentUrl },
    footnote: `If you are not ${athleteName}'s parent or guardian, decline from the link or ignore this email. ${withdrawNote(withdrawUrl)}`,
  });
}

/** The guardian's own record of their consent, with the way back. */
export function guardianConsentedEmail(athleteName: string, withdrawUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Your consent for ${athleteName} on Lineup is recorded`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you. Your consent for ${athleteName} to work on Lineup is recorded. Once our team approves the profile, businesses can find it and send offers.`,
      "You will receive a copy of every offer and decision, a daily digest of offer messages, and a request to confirm each offer the athlete accepts.",
    ],
    action: { label: "Withdraw my consent", url: withdrawUrl },
    footnote: withdrawNote(withdrawUrl),
  });
}

export type GuardianDecisionKind = "consent" | "decline" | "withdraw";

const DECISION_TEXT: Record<GuardianDecisionKind, { subject: string; paragraph: string }> = {
  consent: {
    subject: "Your parent or guardian agreed",
    paragraph:
      "Your parent or guardian has agreed to your profile on Lineup. Once our team approves it, businesses can find you and send you offers.",
  },
  decline: {
    subject: "Your parent or guardian declined",
    paragraph:
      "Your parent or guardian has declined. Your profile is not shown to businesses. You can talk with them and send the request again from your home.",
  },
  withdraw: {
    subject: "Your parent or guardian withdrew their consent",
    paragraph:
      "Your parent or guardian has withdrawn their consent. Your profile is hidden from businesses and your open offers are paused. You can send the request again from your home.",
  },
};

/** Tells the athlete what their guardian decided. */
export function athleteGuardianDecisionEmail(
  name: string | null,
  decision: GuardianDecisionKind,
  homeUrl: string,
): RenderedEmail {
  const text = DECISION_TEXT[decision];
  return renderEmail({
    subject: text.subject,
    greeting: hello(name),
    paragraphs: [text.paragraph],
    action: { label: "Open my home", url: homeUrl },
  });
}
