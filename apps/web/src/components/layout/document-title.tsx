import { useEffect } from "react";
import { useMatches } from "react-router";

/**
 * What a route may declare in its `handle`; the deepest title wins. A function names the screen
 * from its loader's data (an athlete's profile by the athlete's name).
 */
export type RouteHandle = { title?: string | ((data: unknown) => string | undefined) };

export const HOME_TITLE = "Lineup — where athletes get booked";

function titleOf(handle: unknown, data: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const title = (handle as RouteHandle).title;
  if (typeof title === "function") return title(data);
  return typeof title === "string" ? title : undefined;
}

/**
 * A single-page app keeps one document, so screen readers and browser history only learn that
 * the screen changed if the title changes with it.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle, match.loaderData))
    .filter((value) => value !== undefined)
    .at(-1);

  useEffect(() => {
    document.title = title ? `${title} — Lineup` : HOME_TITLE;
  }, [title]);

  return null;
}
