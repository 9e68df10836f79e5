import type { OfferDetail, OfferThreadMessage } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { refreshOfferCounts } from "@web/lib/offer-counts";
import { offersApi } from "@web/lib/offers-api";
import { refusalOf, type OffersRefusal } from "./offers-access";

export type OfferData =
  { offer: OfferDetail; messages: OfferThreadMessage[] } | { missing: string };

/**
 * /offers/view?id=…: the offer with its history, and its thread (which reading marks read, so the
 * header's count is read again after it). Someone who may not see it gets the API's 404 words.
 */
export async function offerLoader({
  request,
}: LoaderFunctionArgs): Promise<OfferData | OffersRefusal | Response> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!id) return { missing: "This address does not lead to an offer." };
  try {
    const [offer, messages] = await Promise.all([
      offersApi.offer(id, request.signal),
      offersApi.messages(id, request.signal),
    ]);
    refreshOfferCounts();
    return { offer, messages };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return { missing: error.message };
    return refusalOf(error, request);
  }
}
