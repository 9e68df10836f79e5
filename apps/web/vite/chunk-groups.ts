import type { Rollup } from "vite";

type Context = { getModuleInfo(id: string): Rollup.ModuleInfo | null };

const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** Validation: zod, loaded after a form's first render (lib/lazy-resolver). */
const VALIDATION = /node_modules[\\/]zod[\\/]/;
/** The list pickers (sport, location, business type…), which only the get-started screens use. */
const PICKERS =
  /(components[\\/]ui[\\/]lookup[\\/]|lib[\\/](lookup-search|controlled-props)\.ts$|shared[\\/]src[\\/]lookup-paths\.ts$)/;
/** Picking, previewing and describing uploads and the bio: the create-profile screens. */
const MEDIA =
  /(components[\\/]ui[\\/](media-preview|file-drop|avatar-field|upload-progress|use-upload-error|text-area)\.tsx?$|lib[\\/]upload-rules\.ts$)/;
/** The OAuth buttons, the password field and the /api/auth client: login, join, recovery. */
const ACCOUNT =
  /(features[\\/]auth[\\/](oauth-buttons|oauth-params|auth-api|auth-loaders)\.tsx?$|lib[\\/]browser-location\.ts$|components[\\/]ui[\\/]password-field\.tsx$|shared[\\/]src[\\/](oauth-providers|messages[\\/]accounts)\.ts$)/;
/** The select-only combobox: the join screens (suffix) and athlete get-started. */
const SELECT = /components[\\/]ui[\\/]select\.tsx$/;
/**
 * The onboarding screens' session and data: the persisted profile store, the profile API, the
 * athlete's loaders. The business and individual screens' own loaders stay with those screens.
 */
const ONBOARDING =
  /(stores[\\/]profile-store\.ts$|lib[\\/](profile-session|profile-api|upload-request|use-profile-id)\.ts$|features[\\/]athlete-onboarding[\\/][^\\/]+\.ts$|shared[\\/]src[\\/](social-networks|messages[\\/]athlete)\.ts$)/;
/**
 * The greetings of the first onboarding screens (welcome, confirmed e-mail), which open with the
 * screen, and so the dialog's own code (modal-frame), which every other screen loads later.
 */
const GREETINGS =
  /components[\\/](layout[\\/](onboarding-greetings|confirmed-email-notice)|ui[\\/](confirmed-email-modal|modal-frame|use-modal-behaviour))\.tsx?$/;
/** The screens without a form: status cards, the resend countdown, role pictures. */
const STATUS =
  /(components[\\/]ui[\\/](status-card|role-icon|use-countdown)\.tsx?$|features[\\/]auth[\\/](resend-button|redirect-targets)\.tsx?$)/;
/** Screen code shared by a few screens of one flow: left to the bundler, per set of screens. */
const FEATURE = /apps[\\/]web[\\/]src[\\/]features[\\/]/;
/** The route tree, which imports every screen's route module lazily. */
const ROUTER = /apps[\\/]web[\\/]src[\\/]router\.tsx$/;
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
  const index = ctx.getModuleInfo(barrel);
  const modules = index?.importedIds ?? [];
  if (names.size === 0) return modules;
  // `export * as MESSAGES from "./messages"`: the name stands for that whole module.
  const namespaces = [
    ...(index?.code ?? "").matchAll(/export \* as (\w+) from ["']\.\/([\w/-]+)["']/g),
  ]
    .filter((match) => names.has(match[1]!))
    .map((match) => `/${match[2]}.ts`);
  return modules.filter(
    (id) =>
      namespaces.some((file) => id.endsWith(file)) ||
      ctx.getModuleInfo(id)?.exports.some((name) => names.has(name)),
  );
}

/**
 * Whether a module needs `library`, itself or through its static imports (an `import()` does not
 * count: it loads later). Answers are remembered per module.
 */
function staticallyNeeds(library: RegExp) {
  const known = new Map<string, boolean>();
  const needs = (id: string, ctx: Context): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    known.set(id, false); // an import cycle answers "no" until its walk ends
    const info = ctx.getModuleInfo(id);
    const found =
      library.test(id) ||
      (info?.importedIds ?? []).some((dep) =>
        SHARED_BARREL.test(dep)
          ? sharedModulesUsed(info!, dep, ctx).some((shared) => needs(shared, ctx))
          : needs(dep, ctx),
      );
    known.set(id, found);
    return found;
  };
  return needs;
}

/**
 * Whether a module is part of every first load (the app's entry reaches it through static
 * imports) or of two or more screens' first loads (their route modules, which the router imports
 * lazily, reach it). What only a lazily loaded schema, dialog or list needs is neither: it comes
 * later, with that module. Answers are remembered.
 */
function firstLoadOrShared() {
  const known = new Map<string, Set<string>>();
  // The roots (the app's entry, the screens' route modules) whose static imports reach a module.
  const entries = (id: string, ctx: Context): Set<string> => {
    const answer = known.get(id);
    if (answer) return answer;
    const found = new Set<string>();
    known.set(id, found); // an import cycle sees what is found so far
    const info = ctx.getModuleInfo(id);
    if (info?.isEntry || info?.dynamicImporters.some((importer) => ROUTER.test(importer))) {
      found.add(id);
    }
    for (const importer of info?.importers ?? []) {
      // Through the shared package's index, only the modules that take names from this one.
      const importers = SHARED_BARREL.test(importer)
        ? (ctx.getModuleInfo(importer)?.importers ?? []).filter((user) =>
            sharedModulesUsed(ctx.getModuleInfo(user)!, importer, ctx).includes(id),
          )
        : [importer];
      for (const user of importers) for (const entry of entries(user, ctx)) found.add(entry);
    }
    return found;
  };
  return (id: string, ctx: Context): boolean => {
    const reaching = [...entries(id, ctx)];
    return reaching.length >= 2 || reaching.some((entry) => ctx.getModuleInfo(entry)?.isEntry);
  };
}

/**
 * How the build groups modules into chunks. The server speaks HTTP/1.1, so a browser opens six
 * connections and every file past six costs another round trip: left to itself the bundler made
 * 20 files of a few hundred bytes each for a join screen (docs/decisions/0021). But a chunk that
 * every screen downloads makes every screen pay for all of it, so shared code is grouped by the
 * screens that show it (docs/decisions/0034). Groups, in order:
 * - react: React and the router, which change far less often than our code (cached across
 *   deploys); only what every screen needs, so form and phone libraries stay off the first load;
 * - core: our modules the first load runs (router, layout, messages) and those that two or more
 *   screens show (cards, fields, form state, the API client, the problem dialog): every screen
 *   shows most of them, and one file compresses them better than two (docs/decisions/0041);
 * - validation: zod and the schemas, which forms load after their first render
 *   (lib/lazy-resolver, docs/decisions/0030): never part of a screen's first load;
 * - pickers, media, account, select, onboarding, greetings, status: widgets and data of the few
 *   screens that show them (list pickers, uploads, OAuth buttons and password field, the select,
 *   the onboarding session, the welcome dialog, the status cards of the screens without a form);
 * Screen code of a flow (features/) is left to the bundler, which splits it per set of screens,
 * and a module of one screen only stays in that screen's chunk.
 */
export function chunkGroups() {
  const needsValidation = staticallyNeeds(VALIDATION);
  const inCore = firstLoadOrShared();
  return [
    { name: "react", test: REACT, priority: 4 },
    {
      debugName: "validation",
      name: (id: string, ctx: Context) => (needsValidation(id, ctx) ? "validation" : null),
      test: (id: string) => VALIDATION.test(id) || OURS.test(id),
      minShareCount: 2,
      // Otherwise the modules they import (messages, lookups) would follow them here, and every
      // screen that needs one of those would download zod too.
      includeDependenciesRecursively: false,
      priority: 3,
    },
    // Each of these only for the screens that show it (docs/decisions/0034), not in core.
    ...Object.entries({ pickers: PICKERS, media: MEDIA, account: ACCOUNT, select: SELECT })
      .concat(Object.entries({ onboarding: ONBOARDING, greetings: GREETINGS, status: STATUS }))
      .map(([name, test]) => ({
        name,
        test,
        minShareCount: 2,
        includeDependenciesRecursively: false,
        priority: 2,
      })),
    {
      debugName: "core",
      name: (id: string, ctx: Context) =>
        !needsValidation(id, ctx) && inCore(id, ctx) ? "core" : null,
      test: (id: string) => OURS.test(id) && !FEATURE.test(id),
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}
