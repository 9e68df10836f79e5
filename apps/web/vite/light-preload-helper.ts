import type { Plugin } from "vite";

/** The module Vite's build imports `__vitePreload` from, around every `import()` of our code. */
const HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite's helper (about 1.1 KiB gzip on every screen's first load) also handles a relative base,
 * CSP nonces, browsers without modulepreload and a `vite:preloadError` event. None applies here:
 * the base is "/", the CSP allows our own scripts, and a failed import already reaches the
 * route's error page. What is left is the helper's job: ask for a lazy chunk's imports (`deps`,
 * paths from the base) beside the chunk itself, each once; a stylesheet is applied before the
 * chunk runs, as Vite's does (docs/decisions/0040).
 */
const HELPER_CODE = `
export function __vitePreload(load, deps) {
  const styles = [];
  for (const dep of deps || []) {
    // A screen's page links its files (0040), and this links each file once.
    if (document.querySelector('link[href="/' + dep + '"]')) continue;
    const link = document.createElement("link");
    link.crossOrigin = "";
    link.href = "/" + dep;
    if (dep.endsWith(".css")) {
      link.rel = "stylesheet";
      styles.push(new Promise((done) => (link.onload = link.onerror = done)));
    } else link.rel = "modulepreload";
    document.head.appendChild(link);
  }
  return styles.length ? Promise.all(styles).then(load) : load();
}
`;

export function lightPreloadHelper(): Plugin {
  return {
    name: "lineup:light-preload-helper",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === HELPER_ID ? id : null),
    load: (id) => (id === HELPER_ID ? HELPER_CODE : null),
  };
}
