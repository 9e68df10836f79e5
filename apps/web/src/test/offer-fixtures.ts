import type { Offer, OfferDetail, OfferList, OfferThreadMessage } from "@lineup/shared";

export const OFFER_ID = "0f0f0f0f-0000-4000-8000-0000000000f1";
export const ATHLETE_ID = "0a0a0a0a-0000-4000-8000-00000000000a";
export const SERVICE_ID = "05050505-0000-4000-8000-000000000005";
export const SERVICE_ID_2 = "05050505-0000-4000-8000-000000000006";

/** An offer as the API answers it: a business's pending offer to Aaliyah Brooks. */
export function offer(extra: Partial<Offer> = {}): Offer {
  return {
    id: OFFER_ID,
    status: "pending",
    athlete: { id: ATHLETE_ID, name: "Aaliyah Brooks", avatarUrl: null },
    buyer: { name: "Peak Sports Co.", kind: "Business" },
    service: { id: SERVICE_ID, name: "Social Media Post" },
    amount: 250,
    amountBy: "buyer",
    activityDate: "2026-12-12",
    // Noon UTC: the same calendar day in every time zone a test may run in.
    expiresAt: "2026-12-04T12:00:00.000Z",
    createdAt: "2026-11-27T22:00:00.000Z",
    updatedAt: "2026-11-27T22:00:00.000Z",
    viewerParty: "athlete",
    viewerActions: ["accept", "counter", "decline"],
    unreadMessages: 0,
    hasAgent: false,
    ...extra,
  };
}

export function offerDetail(extra: Partial<OfferDetail> = {}): OfferDetail {
  return {
    ...offer(extra),
    history: [
      {
        id: "h1",
        kind: "create",
        by: "buyer",
        byName: "Peak Sports Co.",
        amount: 250,
        message: "Two posts in December, please.",
        at: "2026-11-27T22:00:00.000Z",
      },
    ],
    ...extra,
  };
}

export function threadMessage(extra: Partial<OfferThreadMessage> = {}): OfferThreadMessage {
  return {
    id: "m1",
    from: "buyer",
    authorName: "Peak Sports Co.",
    body: "Looking forward to it.",
    at: "2026-11-27T22:05:00.000Z",
    mine: false,
    ...extra,
  };
}

export function offerList(list: Offer[], extra: Partial<OfferList> = {}): OfferList {
  return { list, total: list.length, page: 1, pageSize: 20, unread: 0, ...extra };
}
