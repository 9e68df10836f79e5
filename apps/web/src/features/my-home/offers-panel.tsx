import { OFFER_LIMITS, ROUTES, type AccountRole, type OfferSummary } from "@lineup/shared";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { Panel } from "@web/components/ui/panel";

type OffersPanelProps = { summary: OfferSummary; role: AccountRole };

/**
 * Where the person's offers stand (GET /api/offers/summary), and the way to them. Athletes and
 * agents also read how many offers below the minimum were turned away: a number, never from whom
 * or how far below (issue 24).
 */
export function OffersPanel({ summary, role }: OffersPanelProps) {
  const figures = [
    { label: "Waiting for you", value: summary.awaitingYou },
    { label: "Waiting for the other side", value: summary.awaitingOthers },
    { label: "Unread messages", value: summary.unreadMessages },
  ];
  const turnedAway =
    role === "athlete" || role === "agent" ? summary.belowMinimumTurnedAway : undefined;
  const needsYou = summary.awaitingYou + summary.unreadMessages > 0;
  return (
    <Panel title="Offers">
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-zinc-50 p-4">
            <dt className="text-sm font-medium text-zinc-700">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-black text-zinc-950 tabular-nums">
              {figure.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      {turnedAway !== undefined && (
        <p className="mt-3 text-sm text-pretty text-zinc-700">
          {turnedAway === 1 ? "1 offer" : `${turnedAway.toLocaleString("en-US")} offers`} below{" "}
          {/* An agent has no minimum of their own: theirs are their athletes'. */}
          {role === "agent" ? "your athletes' minimums" : "your minimum"}{" "}
          {turnedAway === 1 ? "was" : "were"} turned away in the last {OFFER_LIMITS.probeWindowDays}{" "}
          days.
        </p>
      )}
      <Link to={ROUTES.offers} className={`${needsYou ? primaryButton : secondaryButton} mt-4`}>
        Open your offers
      </Link>
    </Panel>
  );
}
