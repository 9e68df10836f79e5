// First-load JavaScript (gzip) of every screen: the entry, the screen's lazy modules and all
// their static imports, from the production build's manifest, and any classic script of its page. Budget: ≤ 1.25× a React + ReactDOM
// + React Router build made in the same run, and ≤ 150 KiB.
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SCREEN_PAGES_FILE, type ScreenPages } from "@lineup/shared";
import type { Row } from "../support/row";
import { screenModules } from "../support/screen-modules";
import { round } from "../support/stats";
import { buildReactBaseline, buildWebWithManifest } from "../support/vite-builds";

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(dir, file));
}

/**
 * Scripts of the screen's page that are not modules (none since docs/decisions/0040), which the
 * manifest does not list: the page the server answers the screen's path with, or index.html.
 */
function classicScripts(webDir: string, pages: ScreenPages["pages"], screen: string) {
  const page = pages[screen.startsWith("*") ? "*" : screen] ?? "index.html";
  const html = readFileSync(path.join(webDir, page), "utf8");
  return [...html.matchAll(/<script (?![^>]*type="module")[^>]*src="\/([^"]+)"/g)].map((match) => ({
    own: false,
    label: path.basename(match[1]!),
    kib: gzipKiB(path.join(webDir, match[1]!)),
  }));
}

export async function firstLoadJs(): Promise<Row[]> {
  const reactDir = await buildReactBaseline();
  const baseline = jsFiles(reactDir).reduce((sum, file) => sum + gzipKiB(file), 0);
  rmSync(reactDir, { recursive: true, force: true });

  const webDir = await buildWebWithManifest();
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
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const pagesFile = path.join(webDir, SCREEN_PAGES_FILE);
  const pages = existsSync(pagesFile)
    ? (JSON.parse(readFileSync(pagesFile, "utf8")) as ScreenPages).pages
    : {};
  const rows: Row[] = [];
  for (const [screen, modules] of screenModules()) {
    const missing = modules.filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`${screen}: ${missing.join(", ")} not in the manifest`);
    const shared = closure(entries);
    const chunks = [
      ...classicScripts(webDir, pages, screen),
      ...[...closure([...entries, ...modules])].map((key) => ({
        own: !shared.has(key),
        label: manifest[key]!.name ?? key,
        kib: gzipKiB(path.join(webDir, manifest[key]!.file)),
      })),
    ];
    const total = chunks.reduce((sum, chunk) => sum + chunk.kib, 0);
    const largest = chunks.reduce((a, b) => (b.kib > a.kib ? b : a));
    // The shared chunk (React) is the largest everywhere; the screen's own largest says more.
    const own = chunks.filter((chunk) => chunk.own).sort((a, b) => b.kib - a.kib)[0];
    const ratio = total / baseline;
    rows.push({
      figure: `first-load JS ${screen}`,
      value: round(total, 1),
      unit: "KiB gzip",
      baseline: round(baseline, 1),
      ratio: round(ratio, 2),
      budget: "≤ 1.25× and ≤ 150 KiB",
      pass: ratio <= 1.25 && total <= 150,
      note:
        `${chunks.length} chunks; largest ${largest.label} ${largest.kib.toFixed(1)} KiB` +
        (own ? `; largest of its own ${own.label} ${own.kib.toFixed(1)} KiB` : ""),
    });
  }
  rmSync(webDir, { recursive: true, force: true });
  return rows;
}
