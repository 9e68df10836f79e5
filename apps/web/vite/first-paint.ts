import type { IndexHtmlTransformContext, Plugin, Rolldown } from "vite";

/**
 * index.html as the first paint needs it (docs/decisions/0095), using Vite's own HTML hook:
 * - the stylesheet inlined in a `<style>` (the whole page is ~8 KB in brotli), so no second request blocks
 *   the first render (the CSP allows inline styles, never inline scripts);
 * - a `modulepreload` for the app chunk (React and the router) and the chunks it imports, so they
 *   download beside the entry instead of after it has run (main.tsx imports the app lazily, to
 *   ask for the screen's own chunk first).
 */
export function firstPaint(appChunkName = "app"): Plugin {
  return {
    name: "lineup:first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => firstPaintHtml(html, context, appChunkName),
    },
  };
}

/** The build's index.html with its stylesheet inlined and the app chunk preloaded. */
export function firstPaintHtml(
  html: string,
  { bundle }: Pick<IndexHtmlTransformContext, "bundle">,
  appChunkName: string,
): string {
  if (!bundle) return html;
  return preloadAppChunk(inlineStylesheets(html, bundle), bundle, appChunkName);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

function inlineStylesheets(html: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(STYLESHEET, (link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== "asset") return link;
    const css =
      typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
    // A `</style>` inside the CSS would end the element early; Tailwind's output has none.
    if (css.includes("</style")) return link;
    return `<style>${css}</style>`;
  });
}

function preloadAppChunk(html: string, bundle: Rolldown.OutputBundle, name: string): string {
  const app = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk => file.type === "chunk" && file.name === name,
  );
  if (!app) throw new Error(`first-paint: the build has no chunk named "${name}"`);
  const files = [app.fileName, ...app.imports].filter((file) => !html.includes(`/${file}"`));
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace(/\s*<\/head>/, `\n    ${links.join("\n    ")}\n  </head>`);
}
