import { MESSAGES, type Offer } from "@lineup/shared";

/**
 * What a minor's offer waits for (issue 25): a guardian's consent before the athlete can accept
 * (`paused`), or, once accepted, the guardian's confirmation too. Nothing for anyone else's offer
 * or while the answer does not say (an older server).
 */
export function MinorNotice({
  offer,
}: {
  offer: Pick<Offer, "paused" | "awaitingGuardian" | "status">;
}) {
  const text = offer.paused
    ? MESSAGES.minorNeedsConsent
    : offer.awaitingGuardian && offer.status === "awaiting_confirmation"
      ? MESSAGES.offerAwaitsGuardian
      : null;
  if (!text) return null;
  return (
    <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-pretty text-zinc-900">
      {text}
    </p>
  );
}
