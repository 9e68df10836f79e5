// Which source modules each screen loads lazily, read from apps/web/src/router.tsx: the
// `import("…")` calls beside each ROUTES constant, or inside the helper that builds the route.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "@lineup/shared";
import { ROOT } from "./servers";

const SRC = path.join(ROOT, "apps/web/src");
const IMPORT = /import\("(\.[^"]+)"\)/g;

/** A module as the manifest names it: its path from apps/web with its real extension. */
function manifestKey(specifier: string): string {
  const base = path.posix.normalize(`src/${specifier}`);
  const ext = [".tsx", ".ts"].find((e) => existsSync(path.join(ROOT, "apps/web", base + e)));
  return base + (ext ?? ".tsx");
}

const importsIn = (text: string) => [...text.matchAll(IMPORT)].map((m) => manifestKey(m[1]!));

/** The lazily imported modules of each screen path, as keys of the Vite manifest. */
export function screenModules(): Map<string, string[]> {
  const source = readFileSync(path.join(SRC, "router.tsx"), "utf8");
  const helpers = new Map<string, string[]>();
  for (const match of source.matchAll(/function (\w+)\(([\s\S]*?)\n}\n/g)) {
    helpers.set(match[1]!, importsIn(match[2]!));
  }
  const screens = new Map<string, string[]>();
  // The body of a route's `lazy: async () => { … }` ends at the line closing it, not at the
  // first brace (a destructuring import has its own).
  const lazyBody = (route: string) =>
    new RegExp(`${route}[\\s\\S]*?lazy: async \\(\\) => \\{([\\s\\S]*?)\\n\\s*\\},`).exec(
      source,
    )?.[1] ?? "";
  screens.set(ROUTES.home, importsIn(lazyBody("index: true,")));
  screens.set("* (not found)", importsIn(lazyBody('path: "\\*",')));
  const list = source.slice(
    source.indexOf("const AUTH_SCREENS"),
    source.indexOf("];", source.indexOf("const AUTH_SCREENS")),
  );
  const entries = list.split(/\n {2}(?=\w+\(\n?\s*ROUTES\.)/).slice(1);
  for (const entry of entries) {
    const helper = /^(\w+)\(/.exec(entry)?.[1] ?? "";
    const key = /ROUTES\.(\w+)/.exec(entry)?.[1] as keyof typeof ROUTES;
    const own = importsIn(entry);
    screens.set(ROUTES[key], own.length > 0 ? own : (helpers.get(helper) ?? []));
  }
  return screens;
}
