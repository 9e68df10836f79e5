// Which route module each screen loads lazily, read from apps/web/src/screens.ts: a line
// `[ROUTES.x]: () => import("./routes/…")` per screen (or `` [`${ROUTES.x}/:token?`] `` for a
// path with a parameter), and `"*"` for the not-found screen.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "@lineup/shared";
import { ROOT } from "./servers";

const WEB = path.join(ROOT, "apps/web");
const SCREEN =
  /(?:\[ROUTES\.(\w+)\]|\[`\$\{ROUTES\.(\w+)\}([^`]*)`\]|"\*"): \(\) => import\("\.\/([^"]+)"\)/g;

/** A module as the manifest names it: its path from apps/web with its real extension. */
function manifestKey(specifier: string): string {
  const base = `src/${specifier}`;
  const ext = [".tsx", ".ts"].find((e) => existsSync(path.join(WEB, base + e)));
  return base + (ext ?? ".tsx");
}

/** The route module of each screen path ("* (not found)" for any other), as a manifest key. */
export function screenModules(): Map<string, string> {
  const source = readFileSync(path.join(WEB, "src/screens.ts"), "utf8");
  const screens = new Map<string, string>();
  for (const [, plain, templated, suffix, specifier] of source.matchAll(SCREEN)) {
    const constant = plain ?? templated;
    const screen = constant
      ? `${ROUTES[constant as keyof typeof ROUTES]}${suffix ?? ""}`
      : "* (not found)";
    // /auth only redirects: no screen of its own.
    if (screen !== ROUTES.auth) screens.set(screen, manifestKey(specifier!));
  }
  if (screens.size < 3)
    throw new Error("screens.ts: no route modules found; has its shape changed?");
  return screens;
}
