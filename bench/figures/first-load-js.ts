// First-load JavaScript (gzip) of every screen: the entry, the app it imports and the screen's
// route module, with all their static imports, from the production build's manifest.
// Budget (DESIGN.md "Budgets"): ≤ 150 KiB per screen, its largest chunk named.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Row } from "../support/row";
import { screenModules } from "../support/screen-modules";
import { round } from "../support/stats";
import { buildWebWithManifest } from "../support/vite-builds";

const BUDGET_KIB = 150;

interface Chunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

export async function firstLoadJs(): Promise<Row[]> {
  const webDir = await buildWebWithManifest();
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8"),
    ) as Record<string, Chunk>;
    const closure = (keys: string[], into = new Set<string>()) => {
      for (const key of keys) {
        if (into.has(key) || !manifest[key]) continue;
        into.add(key);
        closure(manifest[key].imports ?? [], into);
      }
      return into;
    };
    const screens = screenModules();
    const screenKeys = new Set(screens.values());
    // The entry (main.tsx) imports the app (React, the router) beside the current screen.
    const entries = Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => [key, ...(manifest[key]!.dynamicImports ?? [])])
      .filter((key) => !screenKeys.has(key));
    const shared = closure(entries);
    const rows: Row[] = [];
    for (const [screen, module] of screens) {
      if (!manifest[module]) throw new Error(`${screen}: ${module} is not in the manifest`);
      const chunks = [...closure([...entries, module])]
        .filter((key) => manifest[key]!.file.endsWith(".js"))
        .map((key) => ({
          own: !shared.has(key),
          label: manifest[key]!.name ?? key,
          kib: gzipKiB(path.join(webDir, manifest[key]!.file)),
        }));
      const total = chunks.reduce((sum, chunk) => sum + chunk.kib, 0);
      const largest = chunks.reduce((a, b) => (b.kib > a.kib ? b : a));
      // The entry (React) is the largest everywhere; the screen's own largest says more.
      const own = chunks.filter((chunk) => chunk.own).sort((a, b) => b.kib - a.kib)[0];
      rows.push({
        figure: `first-load JS ${screen}`,
        value: round(total, 1),
        unit: "KiB gzip",
        budget: `≤ ${BUDGET_KIB} KiB`,
        pass: total <= BUDGET_KIB,
        note:
          `${chunks.length} chunks; largest ${largest.label} ${largest.kib.toFixed(1)} KiB` +
          (own ? `; largest of its own ${own.label} ${own.kib.toFixed(1)} KiB` : ""),
      });
    }
    return rows;
  } finally {
    rmSync(webDir, { recursive: true, force: true });
  }
}
