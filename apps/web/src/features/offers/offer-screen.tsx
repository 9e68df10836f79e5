import { ROUTES, type OfferDetail, type OfferThreadMessage } from "@lineup/shared";
import { useRef, type ReactNode } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { useLiveEvents } from "@web/lib/live-events";
import { useRevalidateOnReturn } from "@web/lib/use-revalidate-on-return";
import type { OfferData } from "./offer-loader";
import { OfferMoves } from "./offer-moves";
import { stateLine } from "./offer-state-line";
import { OfferSummary } from "./offer-summary";
import { OfferThread } from "./offer-thread";
import { OfferTimeline } from "./offer-timeline";
import { MinorNotice } from "./minor-notice";
import { isRefusal, type OffersRefusal } from "./offers-access";
import { OffersClosed, OffersFrame } from "./offers-frame";

const backLink =
  "inline-flex min-h-11 items-center self-start font-semibold text-accent-700 underline";

/** /offers/view?id=…: one offer, where it stands, the viewer's moves, its history and thread. */
export function OfferScreen() {
  const data = useLoaderData<OfferData | OffersRefusal>();
  const back = (
    <Link to={ROUTES.offers} className={backLink}>
      Back to your offers
    </Link>
  );
  if (isRefusal(data)) {
    return (
      <OffersFrame title="Offer">
        <OffersClosed message={data.refused} />
      </OffersFrame>
    );
  }
  if ("missing" in data) {
    return (
      <OffersFrame title="Offer">
        <p className="rounded-2xl border border-zinc-200 bg-white p-5 text-zinc-800">
          {data.missing}
        </p>
        {back}
      </OffersFrame>
    );
  }
  return <OfferView offer={data.offer} messages={data.messages} back={back} />;
}

type OfferViewProps = {
  offer: OfferDetail;
  messages: OfferThreadMessage[];
  back: ReactNode;
};

function OfferView({ offer, messages, back }: OfferViewProps) {
  const revalidator = useRevalidator();
  const stateRef = useRef<HTMLParagraphElement>(null);
  // The other side moved or wrote: read the offer and its thread again (no reload).
  useLiveEvents((notice) => {
    if (notice.type !== "resync" && notice.offerId !== offer.id) return;
    // Even mid-read: that read may have started before this change.
    void revalidator.revalidate();
  });
  useRevalidateOnReturn();

  const title =
    offer.viewerParty === "buyer"
      ? `Offer to ${offer.athlete.name}`
      : `Offer from ${offer.buyer.name}`;
  return (
    <OffersFrame title={title}>
      {back}
      <p
        ref={stateRef}
        tabIndex={-1}
        className="rounded-2xl border-l-4 border-accent-600 bg-white p-4 text-lg font-semibold text-pretty text-zinc-950 shadow-sm"
      >
        {stateLine(offer)}
      </p>
      <MinorNotice offer={offer} />
      <OfferSummary offer={offer} />
      <OfferMoves offer={offer} stateRef={stateRef} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <OfferTimeline history={offer.history} />
        <OfferThread
          offerId={offer.id}
          messages={messages}
          canWrite={offer.viewerParty !== "operator" && !offer.paused}
        />
      </div>
    </OffersFrame>
  );
}
