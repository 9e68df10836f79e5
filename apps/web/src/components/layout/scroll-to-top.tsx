import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Spec §2: every route change scrolls to the top. Keyed on the pathname alone so that in-page
 * anchors (the skip link, "#section" links) keep the browser's own scrolling.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
