import { ROUTES } from "@lineup/shared";
import type { RouteObject } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { RouteErrorPage } from "./routes/route-error-page";
import { SCREENS } from "./screens";

/** The screens under /auth, each at its absolute ROUTES path (so no path is written twice). */
const AUTH_SCREENS: RouteObject[] = Object.keys(SCREENS)
  .filter((path) => path.startsWith(`${ROUTES.auth}/`))
  .map((path) => ({ path, lazy: SCREENS[path] }));

/** Renders nothing until the first screen's chunk arrives, so the page appears whole (CLS 0). */
function BlankUntilReady() {
  return null;
}

/**
 * The route tree (spec §2): a home route with an index child and an auth group, every screen a
 * lazily loaded route module of ./screens.ts. Exported for tests, which mount the very same
 * objects in a memory router.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: AppLayout,
    // Catches what the layout itself throws; the boundary below keeps the header for the rest.
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BlankUntilReady,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: SCREENS[ROUTES.home] },
          {
            path: ROUTES.auth,
            children: [{ index: true, lazy: SCREENS[ROUTES.auth] }, ...AUTH_SCREENS],
          },
          { path: ROUTES.myHome, lazy: SCREENS[ROUTES.myHome] },
          { path: "*", lazy: SCREENS["*"] },
        ],
      },
    ],
  },
];
