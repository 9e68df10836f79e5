import type { OfferActionBody } from "@lineup/shared";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { refreshOfferCounts } from "@web/lib/offer-counts";
import { offersApi } from "@web/lib/offers-api";

/** What became of a move: done, refused because the offer moved meanwhile (409), or failed. */
export type MoveResult = { done: true } | { done: false; stale: boolean; error: unknown };

/**
 * Sends a move (POST /api/offers/{id}/actions) and reads the offer again after it. A 409 means the
 * other side (or another tab) moved first: the offer is read again too, so the screen shows where
 * it stands now, and the caller tells the person why nothing happened.
 */
export function useOfferMove(offerId: string) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function move(body: OfferActionBody): Promise<MoveResult> {
    setBusy(true);
    try {
      await offersApi.act(offerId, body);
      await revalidator.revalidate();
      refreshOfferCounts();
      return { done: true };
    } catch (error) {
      const stale = isApiRequestError(error) && error.status === 409;
      if (stale) await revalidator.revalidate();
      return { done: false, stale, error };
    } finally {
      setBusy(false);
    }
  }

  return { busy, move };
}
