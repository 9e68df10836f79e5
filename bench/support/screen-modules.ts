// Which route module each screen loads lazily, read from apps/web/src/router.tsx: every screen is
// a route `{ path: ROUTES.x, lazy: () => import("./routes/…") }` (or `index: true` for home).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "@lineup/shared";
import { ROOT } from "./servers";

const WEB = path.join(ROOT, "apps/web");
const ROUTE =
  /\{\s*(index: true|path: ROUTES\.(\w+)|path: "\*"),\s*lazy: \(\) => import\("\.\/([^"]+)"\)/g;

/** A module as the manifest names it: its path from apps/web with its real extension. */
function manifestKey(specifier: string): string {
  const base = `src/${specifier}`;
  const ext = [".tsx", ".ts"].find((e) => existsSync(path.join(WEB, base + e)));
  return base + (ext ?? ".tsx");
}

/** The route module of each screen path ("* (not found)" for any other), as a manifest key. */
export function screenModules(): Map<string, string> {
  const source = readFileSync(path.join(WEB, "src/router.tsx"), "utf8");
  const screens = new Map<string, string>();
  for (const [, route, constant, specifier] of source.matchAll(ROUTE)) {
    const key = manifestKey(specifier!);
    if (constant) screens.set(ROUTES[constant as keyof typeof ROUTES], key);
    else if (route === 'path: "*"') screens.set("* (not found)", key);
    // Of the index routes, home is a screen; /auth's only redirects.
    else if (specifier === "routes/home-page") screens.set(ROUTES.home, key);
  }
  if (screens.size < 3) throw new Error("router.tsx: no lazy routes found; has its shape changed?");
  return screens;
}
