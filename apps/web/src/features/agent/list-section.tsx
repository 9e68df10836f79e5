import { ROUTES } from "@lineup/shared";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { textLink } from "@web/components/ui/button-styles";
import { Spinner } from "@web/components/ui/spinner";
import type { Loaded } from "./use-agent-overview";

type ListSectionProps<T> = {
  title: string;
  list: Loaded<T>;
  /** What an empty list says. */
  empty: ReactNode;
  /**
   * What the list holds, shown under the title from the first render on, whatever the list's
   * state: a screen's explanation paints with the screen, not after its data.
   */
  about?: ReactNode;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
};

const EMPTY_CLASS = "rounded-2xl bg-zinc-100 p-4 text-sm text-pretty text-zinc-700";

/** A row shaped like the real ones while the first load runs, as tall as its grid cell. */
function Skeleton() {
  return (
    <div
      aria-hidden="true"
      className="col-start-1 row-start-1 flex min-h-16 items-center gap-3 rounded-2xl bg-zinc-100 px-4"
    >
      <span className="h-2 flex-1 animate-pulse rounded-full bg-zinc-200" />
      <span className="h-8 w-14 animate-pulse rounded-full bg-zinc-200" />
    </div>
  );
}

/**
 * A titled list of the agent's screen with its loading, failed and empty states. The heading
 * tells assistive technology when the list is busy; a refresh keeps the rows in place.
 */
export function ListSection<T>({
  title,
  list,
  empty,
  about,
  onRetry,
  children,
}: ListSectionProps<T>) {
  const titleId = useId();
  const { items, loading, problem } = list;

  const failure = problem && !loading && (
    <div role="alert" className="mb-2 rounded-2xl bg-zinc-100 p-4 text-sm text-zinc-800">
      <p>{problem.message}</p>
      {problem.status === 401 ? (
        <Link to={ROUTES.login} className={`${textLink} mt-1 inline-flex min-h-11 items-center`}>
          Sign In
        </Link>
      ) : (
        <Button variant="ghost" className="mt-1" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );

  let rows: ReactNode = null;
  if (items === null && loading) {
    // The empty message, unseen, holds its own height under the loading rows: when the list
    // arrives empty, nothing below moves (CLS), however many lines the message wraps to.
    rows = (
      <div className="grid">
        <span role="status" className="sr-only">
          Loading {title.toLowerCase()}…
        </span>
        <p aria-hidden="true" className={`invisible col-start-1 row-start-1 ${EMPTY_CLASS}`}>
          {empty}
        </p>
        <Skeleton />
      </div>
    );
  } else if (items?.length === 0 && !failure) {
    rows = <p className={EMPTY_CLASS}>{empty}</p>;
  } else if (items?.length) {
    rows = children(items);
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      className="border-t border-zinc-200 pt-5"
    >
      <div className="mb-3 flex min-h-6 items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-zinc-950">
          {title}
        </h2>
        {loading && items !== null && (
          <span className="inline-flex items-center gap-2 text-sm text-zinc-600">
            <Spinner className="size-4" />
            Updating…
          </span>
        )}
      </div>
      {about && <p className="mb-3 text-sm text-pretty text-zinc-600">{about}</p>}
      {/* At least a loading row's room, and an empty message's (held while loading, above). */}
      <div className="min-h-24">
        {failure}
        {rows}
      </div>
    </section>
  );
}
