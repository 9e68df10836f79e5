import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { firstPaintHtml } from "./first-paint";

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Lineup</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

function chunk(name: string, fileName: string, imports: string[] = []) {
  return { type: "chunk", name, fileName, imports } as unknown as Rolldown.OutputChunk;
}

function bundleOf(css: string): Rolldown.OutputBundle {
  return {
    "assets/index-1.js": chunk("index", "assets/index-1.js", ["assets/runtime-1.js"]),
    "assets/app-1.js": chunk("app", "assets/app-1.js", ["assets/runtime-1.js", "assets/jsx-1.js"]),
    "assets/index-1.css": {
      type: "asset",
      fileName: "assets/index-1.css",
      source: new TextEncoder().encode(css),
    } as unknown as Rolldown.OutputAsset,
  };
}

describe("the build's index.html for the first paint", () => {
  it("carries the stylesheet inline instead of linking it", () => {
    const html = firstPaintHtml(HTML, { bundle: bundleOf("body{margin:0}") }, "app");
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("keeps the link when the CSS could end the style element early", () => {
    const html = firstPaintHtml(HTML, { bundle: bundleOf("a{content:'</style>'}") }, "app");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("preloads the app chunk and what it imports, each once, inside the head", () => {
    const html = firstPaintHtml(HTML, { bundle: bundleOf("") }, "app");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-1.js">');
    expect(head.match(/runtime-1\.js/g)).toHaveLength(1);
  });

  it("stops the build when the app chunk is missing", () => {
    expect(() => firstPaintHtml(HTML, { bundle: bundleOf("") }, "start")).toThrow(
      'first-paint: the build has no chunk named "start"',
    );
  });

  it("leaves the page alone in development, where there is no bundle", () => {
    expect(firstPaintHtml(HTML, {}, "app")).toBe(HTML);
  });
});
