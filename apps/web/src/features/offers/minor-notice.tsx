import { MESSAGES, type Offer } from "@lineup/shared";

/** A minor's accepted offer that still waits for the guardian's confirmation (decision 0089). */
export const awaitsGuardian = (offer: Pick<Offer, "confirmations" | "status">): boolean =>
  offer.status === "awaiting_confirmation" && offer.confirmations?.guardian === false;

/**
 * What a minor's offer waits for (issue 25): a guardian's consent before the athlete can accept
 * (`paused`), or, once accepted, the guardian's confirmation too. Nothing for anyone else's offer
 * or while the answer does not say (an older server).
 */
export function MinorNotice({
  offer,
}: {
  offer: Pick<Offer, "paused" | "confirmations" | "status">;
}) {
  const text = offer.paused
    ? MESSAGES.minorNeedsConsent
    : awaitsGuardian(offer)
      ? MESSAGES.offerAwaitsGuardian
      : null;
  if (!text) return null;
  return (
    <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-pretty text-zinc-900">
      {text}
    </p>
  );
}
