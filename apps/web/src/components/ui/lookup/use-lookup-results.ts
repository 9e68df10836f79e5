import { LIMITS, type LookupItem, type LookupKind } from "@lineup/shared";
import { useEffect, useState } from "react";
import { fetchLookupList, lookupUrl, searchTextFor } from "@web/lib/lookup-search";
import { useDebouncedValue } from "@web/lib/use-debounced-value";

type LookupResultsOptions = {
  kind: LookupKind;
  /** Lists are fetched only while the popup is open. */
  open: boolean;
  /** What the person typed; ignored (first page unfiltered) until `typed` is set. */
  text: string;
  typed: boolean;
  /** The sport whose positions/roles to list. */
  sports?: number | undefined;
};

type Answers = { byUrl: Record<string, LookupItem[]>; last: string | null };

/**
 * The items of a picker popup (spec §5, §7): the typed text is debounced 500 ms and sent as `str`
 * only once long enough (see searchTextFor); every answer is kept per URL, so reopening the
 * popup or retyping a search costs no request. While a newer answer is due, the last one stays
 * on screen under a loading indicator instead of flashing empty.
 */
export function useLookupResults({ kind, open, text, typed, sports }: LookupResultsOptions) {
  const wanted = typed ? searchTextFor(kind, text) : undefined;
  const debounced = useDebouncedValue(wanted, LIMITS.searchDebounceMs);
  const url = lookupUrl(kind, { str: typed ? debounced : undefined, sports });
  const [answers, setAnswers] = useState<Answers>({ byUrl: {}, last: null });
  const known = Object.hasOwn(answers.byUrl, url);

  useEffect(() => {
    if (!open || known) return;
    const controller = new AbortController();
    fetchLookupList(url, controller.signal).then(
      (items) => setAnswers((prev) => ({ byUrl: { ...prev.byUrl, [url]: items }, last: url })),
      () => {
        // Aborted: a newer search replaced this one.
      },
    );
    return () => controller.abort();
  }, [open, known, url]);

  const settledItems = known ? answers.byUrl[url] : undefined;
  const shown = settledItems ?? (answers.last ? answers.byUrl[answers.last] : undefined) ?? [];
  const waitingForDebounce = typed && wanted !== debounced;
  return { items: shown, loading: !known || waitingForDebounce };
}
