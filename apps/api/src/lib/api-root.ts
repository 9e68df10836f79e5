import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The apps/api folder, whether this runs from src/ (tests, dev) or from the dist/ bundle. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@lineup/api") return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("apps/api/package.json not found above " + import.meta.url);
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, "drizzle");
export const WEB_DIST_DIR = path.resolve(API_ROOT, "..", "web", "dist");
