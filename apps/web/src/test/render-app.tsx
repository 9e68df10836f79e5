import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from "react-router";
import { vi } from "vitest";
import { resetLanding } from "../lib/first-landing";
import { routes as appRoutes } from "../router";

/** Mounts the real route tree (or a variant of it) in memory, starting at `path`. */
export function renderApp(path: InitialEntry, routes: RouteObject[] = appRoutes) {
  resetLanding();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}

/**
 * Mounts one screen synchronously, without the lazy route tree, for tests on a fake clock; any
 * other path renders "Elsewhere". Call useFakeClock() first when timers matter.
 */
export function renderScreen(element: ReactElement, path: string) {
  const pathname = path.split("?")[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}
