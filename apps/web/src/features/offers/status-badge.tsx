import type { OfferStatus } from "@lineup/shared";
import { STATUS_COLOUR, STATUS_WORD } from "./offer-labels";

/** An offer's status as a coloured word. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${STATUS_COLOUR[status]}`}
    >
      {STATUS_WORD[status]}
    </span>
  );
}
