import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core comes with Lighthouse (the bench); the page's CSP would refuse it inline, so a spec
// that uses this sets `test.use({ bypassCSP: true })`.
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The ids of the axe rules the page breaks once it has settled: a dialog still fading in is
 * half transparent, and axe would measure its text's contrast against the blend, not what a
 * person reads a moment later. Finite animations are waited for; endless ones (a spinner) not.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> };
    };
    return (await axe.run(document)).violations.map((violation) => violation.id);
  });
}
