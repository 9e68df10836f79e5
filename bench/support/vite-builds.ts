// The two builds of the first-load figure, made in the same run: the production web app (its
// own config, with a manifest, into a temporary directory) and the smallest React + ReactDOM +
// React Router app, built by the same Vite.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { ROOT } from "./servers";

export async function buildWebWithManifest(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "lineup-bench-web-"));
  await build({
    root: path.join(ROOT, "apps/web"),
    configFile: path.join(ROOT, "apps/web/vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}

const REACT_APP = `
import { createElement, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
const router = createBrowserRouter([{ path: "/", element: createElement("h1", null, "Hello") }]);
createRoot(document.getElementById("root")).render(
  createElement(StrictMode, null, createElement(RouterProvider, { router })),
);
`;

/** Returns the output directory; the sources sit under node_modules so packages resolve. */
export async function buildReactBaseline(): Promise<string> {
  const root = path.join(ROOT, "node_modules/.lineup-bench-react");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, "main.js"), REACT_APP);
  writeFileSync(
    path.join(root, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  const outDir = mkdtempSync(path.join(tmpdir(), "lineup-bench-react-"));
  await build({ root, configFile: false, logLevel: "error", build: { outDir, emptyOutDir: true } });
  rmSync(root, { recursive: true, force: true });
  return outDir;
}
