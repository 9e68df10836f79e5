/**
 * The current screen's heading (its `h1`, or the main landmark when it has none), made focusable
 * by script only. Focus goes there after a navigation and after a dialog that no control opened,
 * so a keyboard or screen-reader user starts at the new screen instead of at the page's top.
 */
export function screenHeading(): HTMLElement | null {
  const main = document.getElementById("main");
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>("h1") ?? main;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}
