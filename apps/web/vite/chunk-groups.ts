import type { Rollup } from "vite";

type Context = { getModuleInfo(id: string): Rollup.ModuleInfo | null };

const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const FORM_LIBRARIES = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
const OURS = /(apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
/** The shared package's index re-exports everything, schemas included; what a module takes from it is not visible here. */
const SHARED_BARREL = /packages[\\/]shared[\\/]src[\\/]index\.ts$/;

/**
 * The modules behind the names `info` imports from the shared package's index, which re-exports
 * every module (schemas with zod among them): a module that takes only route constants from it
 * does not need the form libraries.
 */
function sharedModulesUsed(info: Rollup.ModuleInfo, barrel: string, ctx: Context): string[] {
  const names = new Set<string>();
  for (const match of (info.code ?? "").matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']@lineup\/shared["']/g,
  )) {
    for (const part of match[1]!.split(",")) names.add(part.trim().split(/\s+as\s+/)[0]!);
  }
  // Unreadable imports count as all of them: a chunk too many beats a missing one.
  const modules = ctx.getModuleInfo(barrel)?.importedIds ?? [];
  if (names.size === 0) return modules;
  return modules.filter((id) => ctx.getModuleInfo(id)?.exports.some((name) => names.has(name)));
}

/**
 * How the build groups modules into chunks. The server speaks HTTP/1.1, so a browser opens six
 * connections and every file past six costs another round trip: left to itself the bundler made
 * 20 files of a few hundred bytes each for a join screen (docs/decisions/0021). Groups, in order:
 * - react: React and the router, which change far less often than our code (cached across
 *   deploys); only what every screen needs, so form and phone libraries stay off the first load;
 * - core: our modules the first load runs (router, layout, messages, API client), one file;
 * - forms: zod, react-hook-form and our shared modules that use them, for the form screens;
 * - ui: our other modules that two or more screens share (cards, dialogs, stores), which must
 *   not drag the form libraries into screens without a form (home, redirects, messages).
 * A module of one screen only stays in that screen's chunk.
 */
export function chunkGroups() {
  const usesForms = new Map<string, boolean>();
  const needsForms = (id: string, ctx: Context): boolean => {
    const known = usesForms.get(id);
    if (known !== undefined) return known;
    usesForms.set(id, false); // an import cycle answers "no" until its walk ends
    const info = ctx.getModuleInfo(id);
    const answer =
      FORM_LIBRARIES.test(id) ||
      (info?.importedIds ?? []).some((dep) =>
        SHARED_BARREL.test(dep)
          ? sharedModulesUsed(info!, dep, ctx).some((shared) => needsForms(shared, ctx))
          : needsForms(dep, ctx),
      );
    usesForms.set(id, answer);
    return answer;
  };
  return [
    { name: "react", test: REACT, priority: 4 },
    { name: "core", test: OURS, tags: ["$initial" as const], priority: 3 },
    {
      debugName: "forms",
      name: (id: string, ctx: Context) => (needsForms(id, ctx) ? "forms" : null),
      test: (id: string) => FORM_LIBRARIES.test(id) || OURS.test(id),
      minShareCount: 2,
      // Otherwise the modules they import (problem messages, storage) would follow them here,
      // and every screen that needs one of those would download the form libraries too.
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      debugName: "ui",
      name: (id: string, ctx: Context) => (needsForms(id, ctx) ? null : "ui"),
      test: OURS,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}
