import { useEffect } from "react";
import { Outlet } from "react-router";
import { markLanded } from "@web/lib/first-landing";
import { DocumentTitle } from "./document-title";
import { FocusOnNavigation } from "./focus-on-navigation";
import { RouteNotice } from "./route-notice";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shell around every screen: landmarks, a skip link, and the per-navigation side effects. */
export function AppLayout() {
  // From here on a screen is reached inside the app, not landed on (decision 0076).
  useEffect(markLanded, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-zinc-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
        <RouteNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      <FocusOnNavigation />
      <DocumentTitle />
    </div>
  );
}
