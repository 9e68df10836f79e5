import { useEffect } from "react";
import { useMatches } from "react-router";

/** What a route may declare in its `handle`; the deepest title wins. */
export type RouteHandle = { title?: string };

export const HOME_TITLE = "Lineup — where athletes get booked";

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const title = (handle as RouteHandle).title;
  return typeof title === "string" ? title : undefined;
}

/**
 * A single-page app keeps one document, so screen readers and browser history only learn that
 * the screen changed if the title changes with it.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter((value) => value !== undefined)
    .at(-1);

  useEffect(() => {
    document.title = title ? `${title} — Lineup` : HOME_TITLE;
  }, [title]);

  return null;
}
