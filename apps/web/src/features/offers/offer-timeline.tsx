import type { OfferDetail } from "@lineup/shared";
import { useId } from "react";
import { formatDollars } from "@web/lib/dollars";
import { HISTORY_WORD, byWords, formatDateTime } from "./offer-labels";

/** The offer's history, oldest first: every step is one row (issue 24). */
export function OfferTimeline({ history }: { history: OfferDetail["history"] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-black text-zinc-950">
        History
      </h2>
      <ol className="flex flex-col border-l-2 border-zinc-200 pl-5">
        {history.map((entry) => (
          <li key={entry.id} className="relative pb-5 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-accent-600 ring-4 ring-white"
            />
            <p className="font-bold text-zinc-950">
              {HISTORY_WORD[entry.kind]}
              {entry.amount !== undefined && (
                <span className="tabular-nums"> · {formatDollars(entry.amount)}</span>
              )}
            </p>
            <p className="text-sm text-zinc-600">
              {byWords(entry.by, entry.byName)} ·{" "}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            {entry.message && (
              <p className="mt-1 text-pretty whitespace-pre-line text-zinc-800">{entry.message}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
