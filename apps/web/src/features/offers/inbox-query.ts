import {
  OFFER_BOXES,
  OFFER_STATUSES,
  ROUTES,
  type AccountRole,
  type OfferBox,
  type OfferStatus,
} from "@lineup/shared";

export type InboxQuery = { box: OfferBox; status: OfferStatus | undefined; page: number };

/** Athletes and agents receive offers; businesses and individuals send them (decision 0087). */
export const defaultBox = (role: AccountRole | undefined): OfferBox =>
  role === "business" || role === "individual" ? "sent" : "received";

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** `?box=&status=&page=` read leniently: anything unknown is the default. */
export function inboxQueryFrom(params: URLSearchParams, role: AccountRole | undefined): InboxQuery {
  const page = Number(params.get("page"));
  return {
    box: oneOf(OFFER_BOXES, params.get("box")) ?? defaultBox(role),
    status: oneOf(OFFER_STATUSES, params.get("status")),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address of an inbox view; the box is always written, so a shared link shows the same. */
export function inboxHref({ box, status, page }: InboxQuery): string {
  const params = new URLSearchParams({ box });
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `${ROUTES.offers}?${params}`;
}
