import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core comes with Lighthouse (the bench); the page's CSP would refuse it inline, so a spec
// that uses this sets `test.use({ bypassCSP: true })`.
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The ids of the axe rules the page breaks as it stands. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> };
    };
    return (await axe.run(document)).violations.map((violation) => violation.id);
  });
}
