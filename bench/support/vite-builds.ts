// The production web app built again with its own config and a manifest, into a temporary
// directory, for the first-load figure to read which chunks each screen needs.
import { mkdtempSync } from "node:fs";
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
