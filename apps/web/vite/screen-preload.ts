import path from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * A screen's chunk is otherwise requested only after React has been downloaded and run, because
 * the router asks for it. This plugin writes a tiny classic script, loaded `async` from
 * index.html, that adds `<link rel="modulepreload">` for the current path's chunks (and the
 * chunks they import) as soon as it runs, so they download beside React (docs/decisions/0020).
 * `screens` maps a path ("*" for any other) to its lazily loaded modules, relative to `root`.
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

        const map: Record<string, string[]> = {};
        for (const [screen, modules] of Object.entries(screens)) {
          const files = modules.map((module) => {
            const chunk = byModule.get(path.resolve(root, module));
            if (!chunk?.isDynamicEntry) this.error(`${module} (${screen}) is not a lazy chunk`);
            return chunk.fileName;
          });
          map[screen] = [...closure(bundle, files)]
            .filter((file) => !firstLoad.has(file))
            .map((file) => `/${file}`);
        }

        const reference = this.emitFile({
          type: "asset",
          name: "screen-preload.js",
          source: preloadScript(map),
        });
        const html = bundle["index.html"];
        if (html?.type !== "asset") this.error("index.html is not in the bundle");
        const tag = `<script async src="/${this.getFileName(reference)}"></script>`;
        html.source = String(html.source).replace("</head>", `  ${tag}\n  </head>`);
      },
    },
  };
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

/** ES5 on purpose: a classic script, run by every browser before the modules. */
function preloadScript(map: Record<string, string[]>): string {
  return `(function () {
  var screens = ${JSON.stringify(map)};
  var path = location.pathname.length > 1 ? location.pathname.replace(/\\/+$/, "") : "/";
  var files = path === "/auth" ? [] : screens[path] || screens["*"];
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = files[i];
    document.head.appendChild(link);
  }
})();
`;
}
