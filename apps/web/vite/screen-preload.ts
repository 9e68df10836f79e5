import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { SCREEN_PAGES_FILE, type ScreenPages } from "../../../packages/shared/src/screen-pages.ts";

/**
 * A screen's chunk is otherwise requested only after React has been downloaded and run, because
 * the router asks for it. For each screen path, this plugin writes a copy of index.html whose head
 * links the screen's chunks (and the chunks they import) as `modulepreload`, so the browser asks
 * for them while it downloads React; the server answers each path with its page
 * (docs/decisions/0020, 0040). The same lists, in `screens.json`, let the router preload a screen
 * a person navigates to (lib/preload-screen.ts). `screens` maps a path ("*" for any other) to its
 * lazily loaded modules, relative to `root`.
 */
export function screenPreload(root: string, screens: Record<string, string[]>): Plugin {
  return {
    name: "lineup:screen-preload",
    apply: "build",
    enforce: "post",
    // After Vite's own HTML step, which adds index.html to the bundle.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) this.error("no entry chunk");
        const firstLoad = closure(bundle, [entry.fileName]);
        const html = bundle["index.html"];
        if (html?.type !== "asset") this.error("index.html is not in the bundle");

        const manifest: ScreenPages = { files: {}, pages: {} };
        for (const [screen, modules] of Object.entries(screens)) {
          const files = modules.map((module) => {
            const chunk = byModule.get(path.resolve(root, module));
            if (!chunk?.isDynamicEntry) this.error(`${module} (${screen}) is not a lazy chunk`);
            return chunk.fileName;
          });
          const own = [...closure(bundle, files)]
            .filter((file) => !firstLoad.has(file))
            .map((file) => `/${file}`);
          manifest.files[screen] = own;
          const links = [
            ...own.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
            // The next screens' lists, which the router fetches as it starts (preload-screen.ts):
            // asked beside React, so a screen that forwards on its own finds them at hand.
            `<link rel="preload" as="fetch" crossorigin href="/${SCREEN_PAGES_FILE}">`,
          ];
          const page = `screens/${pageName(screen)}.html`;
          manifest.pages[screen] = page;
          this.emitFile({
            type: "asset",
            fileName: page,
            source: String(html.source).replace("</head>", `  ${links.join("\n    ")}\n  </head>`),
          });
        }
        this.emitFile({
          type: "asset",
          fileName: SCREEN_PAGES_FILE,
          source: JSON.stringify(manifest),
        });
      },
    },
  };
}

/** "/auth/sign-up/athlete-join" → "auth-sign-up-athlete-join"; "/" → "home"; "*" → "other". */
function pageName(screen: string): string {
  if (screen === "*") return "other";
  return screen.replace(/^\//, "").replaceAll("/", "-") || "home";
}

/** The files and every chunk they import statically. */
function closure(
  bundle: Rollup.OutputBundle,
  files: string[],
  into = new Set<string>(),
): Set<string> {
  for (const file of files) {
    const chunk = bundle[file] as Rollup.OutputChunk | undefined;
    if (into.has(file) || chunk?.type !== "chunk") continue;
    into.add(file);
    closure(bundle, chunk.imports, into);
  }
  return into;
}
