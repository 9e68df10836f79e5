import { renderEmail, type RenderedEmail } from "./layout";

/**
 * E-mails to a minor's parent or guardian about the minor's offers (issue 25, decision 0089).
 * The guardian has no account: each e-mail carries the link to withdraw consent, and the one
 * asking for a confirmation carries its single-use link. Never an amount, a minimum, a contact
 * detail or a date of birth: the confirmation page shows the agreed amount to whoever holds the
 * link. A digest lists the offers' messages as stored (masked before acceptance).
 */

export type GuardianNews =
  "offer" | "counter" | "accepted" | "declined" | "withdrawn" | "confirmed" | "guardian_declined";

const WHAT: Record<
  GuardianNews,
  (athlete: string, who: string, service: string) => [subject: string, line: string]
> = {
  offer: (athlete, who, service) => [
    `${athlete} received an offer on Lineup`,
    `${who} offered to book ${athlete} for ${service}.`,
  ],
  counter: (athlete, who, service) => [
    `A counter-offer for ${athlete}`,
    `${who} proposed another amount for ${service}, in the offer to ${athlete}.`,
  ],
  accepted: (athlete, _who, service) => [
    `Offer accepted: ${service}`,
    `The offer to ${athlete} for ${service} is accepted. Lineup will contact both sides to arrange payment.`,
  ],
  declined: (athlete, who, service) => [
    `Offer declined: ${service}`,
    `${who} declined the offer to ${athlete} for ${service}.`,
  ],
  withdrawn: (athlete, who, service) => [
    `Offer withdrawn: ${service}`,
    `${who} withdrew the offer to ${athlete} for ${service}.`,
  ],
  confirmed: (athlete, _who, service) => [
    `${athlete} confirmed an offer: ${service}`,
    `${athlete} confirmed the offer for ${service}. It still needs your confirmation, from the e-mail Lineup sent you when it was accepted.`,
  ],
  guardian_declined: (athlete, _who, service) => [
    `You declined an offer: ${service}`,
    `You declined the offer to ${athlete} for ${service}. It is closed.`,
  ],
};

const WITHDRAW_LINE = (url: string) =>
  `You receive this as the parent or guardian the athlete named on Lineup. To withdraw your consent at any time: ${url}`;

/** A copy of a new offer, a counter or a decision, to the guardian. */
export function guardianOfferCopyEmail(
  news: GuardianNews,
  athlete: string,
  who: string,
  service: string,
  withdrawUrl: string,
): RenderedEmail {
  const [subject, line] = WHAT[news](athlete, who, service);
  return renderEmail({
    subject,
    greeting: "Hello,",
    paragraphs: [
      line,
      `While ${athlete} is under 18, Lineup sends you a copy of every offer, counter and decision, and a daily summary of the offers' messages. Amounts are never in these e-mails.`,
    ],
    footnote: WITHDRAW_LINE(withdrawUrl),
  });
}

/** An accepted offer of a minor waits for the guardian: the single-use link to decide. */
export function guardianConfirmEmail(
  athlete: string,
  buyer: string,
  service: string,
  confirmUrl: string,
  withdrawUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `Please confirm ${athlete}'s booking: ${service}`,
    greeting: "Hello,",
    paragraphs: [
      `An offer from ${buyer} to book ${athlete} for ${service} was accepted. As ${athlete} is under 18, it needs your confirmation too.`,
      "Open the link to see the booking and the agreed amount, and confirm or decline it. The link works once, for 7 days.",
    ],
    action: { label: "Review the booking", url: confirmUrl },
    footnote: WITHDRAW_LINE(withdrawUrl),
  });
}

export interface DigestLine {
  service: string;
  author: string;
  body: string;
}

/** The daily digest of the minor's offers' messages (as stored: masked before acceptance). */
export function guardianDigestEmail(
  athlete: string,
  lines: DigestLine[],
  withdrawUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `${athlete}'s offer messages today on Lineup`,
    greeting: "Hello,",
    paragraphs: [
      `New messages in ${athlete}'s offers since the last summary:`,
      ...lines.map((line) => `${line.author}, about ${line.service}: "${line.body}"`),
    ],
    footnote: WITHDRAW_LINE(withdrawUrl),
  });
}

/** On the 18th birthday, to the guardian: their role ends. */
export function guardianRoleEndedEmail(athlete: string): RenderedEmail {
  return renderEmail({
    subject: `${athlete} is 18: your role on Lineup has ended`,
    greeting: "Hello,",
    paragraphs: [
      `${athlete} has turned 18. From today Lineup no longer sends you copies of their offers or asks you to confirm their bookings.`,
      "Thank you for supporting them. You need to do nothing.",
    ],
  });
}

/** On the 18th birthday, to the athlete: the guardian no longer confirms. */
export function athleteCameOfAgeEmail(firstName: string): RenderedEmail {
  return renderEmail({
    subject: "Happy birthday: you decide your offers on Lineup now",
    greeting: `Hi ${firstName},`,
    paragraphs: [
      "You have turned 18. Your parent or guardian no longer confirms your bookings or receives copies of your offers; we have told them too.",
      "Bookings that waited only for their confirmation are now accepted.",
    ],
  });
}
