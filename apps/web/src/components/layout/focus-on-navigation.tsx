import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { screenHeading } from "@web/lib/screen-heading";

/**
 * After each route change (not the first load), focus moves to the new screen's heading rather
 * than being left on `<body>` by the control that disappeared with the old screen. A screen that
 * focused something of its own in the meantime keeps it.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && document.getElementById("main")?.contains(active)) {
      return;
    }
    screenHeading()?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
