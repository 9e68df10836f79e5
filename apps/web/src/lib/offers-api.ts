import type {
  CreateOfferBody,
  Offer,
  OfferActionBody,
  OfferBox,
  OfferDetail,
  OfferList,
  OfferStatus,
  OfferSummary,
  OfferThread,
  OfferThreadMessage,
} from "@lineup/shared";
import { apiRequest } from "./api-client";
import { unwrap, type Envelope } from "./profile-api";

const offerPath = (id: string) => `/api/offers/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export type OfferListQuery = { box: OfferBox; status?: OfferStatus | undefined; page: number };

/** Offers' calls (DESIGN.md "offers", issue 24), shared by the offer screens, home and header. */
export const offersApi = {
  create: (body: CreateOfferBody) =>
    unwrap(apiRequest<Envelope<Offer>>("/api/offers", { method: "POST", body })),
  list: ({ box, status, page }: OfferListQuery, signal?: AbortSignal) => {
    const params = new URLSearchParams({ box, page: String(page) });
    if (status) params.set("status", status);
    return unwrap(apiRequest<Envelope<OfferList>>(`/api/offers?${params}`, withSignal(signal)));
  },
  summary: (signal?: AbortSignal) =>
    unwrap(apiRequest<Envelope<OfferSummary>>("/api/offers/summary", withSignal(signal))),
  offer: (id: string, signal?: AbortSignal) =>
    unwrap(apiRequest<Envelope<OfferDetail>>(offerPath(id), withSignal(signal))),
  act: (id: string, body: OfferActionBody) =>
    unwrap(apiRequest<Envelope<OfferDetail>>(`${offerPath(id)}/actions`, { method: "POST", body })),
  /** Reading the thread marks it read for the viewer. */
  messages: (id: string, signal?: AbortSignal) =>
    unwrap(apiRequest<Envelope<OfferThread>>(`${offerPath(id)}/messages`, withSignal(signal))).then(
      (answer) => answer.list,
    ),
  send: (id: string, body: string) =>
    unwrap(
      apiRequest<Envelope<OfferThreadMessage>>(`${offerPath(id)}/messages`, {
        method: "POST",
        body: { body },
      }),
    ),
};
