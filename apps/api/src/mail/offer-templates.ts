import { renderEmail, type RenderedEmail } from "./layout";

/**
 * The e-mails of offers (issue 24): who did what about which service, and a link straight to the
 * offer. Never an amount's minimum, never a message's text (it could hold what masking missed).
 */
export type OfferNews =
  | "offer"
  | "counter"
  | "accepted"
  | "awaiting_confirmation"
  | "awaiting_minor"
  | "guardian_confirmed"
  | "declined"
  | "withdrawn"
  | "message"
  | "expired";

const WHAT: Record<OfferNews, (who: string, service: string) => [subject: string, line: string]> = {
  offer: (who, service) => [`New offer from ${who}`, `${who} made an offer to book ${service}.`],
  counter: (who, service) => [
    `${who} countered your offer`,
    `${who} proposed another amount for ${service}.`,
  ],
  accepted: (who, service) => [
    `Offer accepted: ${service}`,
    `${who} accepted the offer for ${service}. Lineup will contact you both to arrange payment.`,
  ],
  // Sent to the buyer as well as the athlete: the subject says where it stands, not who must act.
  awaiting_confirmation: (who, service) => [
    `Accepted by the agent, waiting for the athlete: ${service}`,
    `${who} accepted the offer for ${service} on the athlete's behalf. It waits for the athlete to confirm.`,
  ],
  // A minor's acceptance (issue 25): it waits for the athlete and a parent or guardian.
  awaiting_minor: (who, service) => [
    `Accepted, waiting for confirmation: ${service}`,
    `${who} accepted the offer for ${service}. As the athlete is under 18, it waits for the athlete and a parent or guardian to confirm.`,
  ],
  guardian_confirmed: (_who, service) => [
    `Confirmed by the guardian, waiting for the athlete: ${service}`,
    `The athlete's parent or guardian confirmed the offer for ${service}. It waits for the athlete to confirm.`,
  ],
  declined: (who, service) => [
    `Offer declined: ${service}`,
    `${who} declined the offer for ${service}.`,
  ],
  withdrawn: (who, service) => [
    `Offer withdrawn: ${service}`,
    `${who} withdrew the offer for ${service}.`,
  ],
  message: (who, service) => [
    `New message from ${who}`,
    `${who} wrote to you about the offer for ${service}.`,
  ],
  expired: (_who, service) => [
    `Offer expired: ${service}`,
    `The offer for ${service} expired before it was accepted.`,
  ],
};

export function offerNewsEmail(
  news: OfferNews,
  who: string,
  service: string,
  offerUrl: string,
): RenderedEmail {
  const [subject, line] = WHAT[news](who, service);
  return renderEmail({
    subject,
    greeting: "Hi there,",
    paragraphs: [line, "Open the offer on Lineup to see its timeline and messages."],
    action: { label: "Open the offer", url: offerUrl },
    footnote: "You get at most one e-mail an hour about each offer while you are away from it.",
  });
}
