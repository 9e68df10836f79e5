import { OFFER_LIMITS, OFFER_STATUSES, ROUTES, type OfferStatus } from "@lineup/shared";
import { useId } from "react";
import { Link, useLoaderData, useNavigate, useNavigation, useRevalidator } from "react-router";
import { Pager } from "@web/components/ui/pager";
import { Select } from "@web/components/ui/select";
import { useLiveEvents } from "@web/lib/live-events";
import { useRevalidateOnReturn } from "@web/lib/use-revalidate-on-return";
import { InboxEmpty } from "./inbox-empty";
import type { InboxData } from "./inbox-loader";
import { inboxHref, type InboxQuery } from "./inbox-query";
import { InboxSkeleton } from "./inbox-skeleton";
import { OfferCard } from "./offer-card";
import { STATUS_WORD } from "./offer-labels";
import { isRefusal, type OffersRefusal } from "./offers-access";
import { OffersClosed, OffersFrame } from "./offers-frame";

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...OFFER_STATUSES.map((status) => ({ value: status, label: STATUS_WORD[status] })),
];

/** /offers: Received and Sent, a status filter, cards and pages. */
export function InboxScreen() {
  const data = useLoaderData<InboxData | OffersRefusal>();
  if (isRefusal(data)) {
    return (
      <OffersFrame title="Offers">
        <OffersClosed message={data.refused} />
      </OffersFrame>
    );
  }
  return <Inbox data={data} />;
}

function Inbox({ data }: { data: InboxData }) {
  const { query, role, offers } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const listTitleId = useId();
  // Another box, filter or page on its way: a skeleton, not the old cards under the new tab.
  const loading = navigation.state === "loading" && navigation.location.pathname === ROUTES.offers;
  // A new offer, a move or a message anywhere changes cards and counts: read the page again.
  useLiveEvents(() => {
    // Even mid-read: that read may have started before this change.
    void revalidator.revalidate();
  });
  useRevalidateOnReturn();

  const go = (next: Partial<InboxQuery>) =>
    void navigate(inboxHref({ ...query, page: 1, ...next }));

  return (
    <OffersFrame
      title="Offers"
      intro="Open an offer to answer it, see its history and write to the other side."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label="Offer boxes" className="flex gap-2">
          {(["received", "sent"] as const).map((box) => (
            <Link
              key={box}
              to={inboxHref({ box, status: query.status, page: 1 })}
              aria-current={box === query.box ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-zinc-200 bg-white px-5 font-semibold text-zinc-800 hover:border-zinc-400 aria-[current=page]:border-accent-600 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800"
            >
              {box === "received" ? "Received" : "Sent"}
            </Link>
          ))}
        </nav>
        <div className="sm:w-64">
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={query.status ?? ""}
            onChange={(value) => go({ status: (value || undefined) as OfferStatus | undefined })}
          />
        </div>
      </div>
      <section aria-labelledby={listTitleId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={listTitleId} className="text-xl font-black text-zinc-950">
            {query.box === "received" ? "Offers received" : "Offers sent"}
          </h2>
          <p role="status" className="text-sm text-zinc-700">
            {loading ? "Loading…" : countLine(offers.total, offers.unread)}
          </p>
        </div>
        {loading ? (
          <InboxSkeleton />
        ) : offers.list.length === 0 ? (
          <InboxEmpty query={query} role={role} />
        ) : (
          <ul className="flex flex-col gap-3">
            {offers.list.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} box={query.box} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          label="Pages of offers"
          page={query.page}
          pageSize={offers.pageSize || OFFER_LIMITS.pageSize}
          total={offers.total}
          hrefOf={(page) => inboxHref({ ...query, page })}
        />
      </section>
    </OffersFrame>
  );
}

function countLine(total: number, unread: number): string {
  const offers = total === 1 ? "1 offer" : `${total.toLocaleString("en-US")} offers`;
  const attention = unread === 1 ? "1 needs your attention" : `${unread} need your attention`;
  return unread > 0 ? `${offers}, ${attention}` : offers;
}
