// Interaction to Next Paint on every screen with a form (DESIGN.md "Budgets": ≤ 200 ms with the
// CPU slowed 4×): the production build in Debian's Chromium through Playwright, each screen
// reached as the Lighthouse figure reaches it; a person types into the form's first field and
// submits it. The figure is the longest event the browser reports (its INP, given so few).
import { chromium, type Page } from "@playwright/test";
import { SCREENS, type Visit } from "../lighthouse/screens";
import { startStack } from "../lighthouse/stack";
import type { Row } from "../support/row";

const BUDGET_MS = 200;
const FIELD = "main form :is(input[type=text], input[type=email], input:not([type]), textarea)";
/** Screens that only pass a person on: their forms are measured on the screens they lead to. */
const PASSING_ON = new Set(["oauth redirect", "confirmation redirect"]);

/** Opens the visit with its cookie and localStorage, the CPU slowed 4×, events observed. */
async function open(page: Page, visit: Visit): Promise<void> {
  const origin = new URL(visit.url).origin;
  await page.context().clearCookies();
  if (visit.cookie) {
    await page.context().addCookies([
      {
        name: "lineup_session",
        value: visit.cookie,
        url: origin,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
  }
  await page.goto(`${origin}/favicon.svg`);
  const entries = JSON.stringify(Object.entries(visit.localStorage ?? {}));
  await page.evaluate(
    `localStorage.clear(); for (const [k, v] of ${entries}) localStorage.setItem(k, v);`,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The browser's own record of slow events (Event Timing), from which web-vitals reads INP.
  await page.addInitScript({
    content: `window.eventDurations = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.eventDurations.push(entry.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true });`,
  });
  await page.goto(visit.url);
}

/**
 * Types into the form's first field (or picks its first choice when it has no field) and submits
 * it; the longest event, or null when the screen has no form.
 */
async function interact(page: Page): Promise<number | null> {
  await page.locator("main h1").first().waitFor();
  if ((await page.locator("main form").count()) === 0) return null;
  // A greeting over the screen (onboarding) is closed first, as a person would: it opens once its
  // code has arrived, so the page is let settle before looking for it.
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog");
  if (await dialog.isVisible()) {
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  }
  const field = page.locator(FIELD).first();
  if ((await field.count()) > 0) {
    await field.click();
    await field.pressSequentially("Jordan Mitchell");
  } else {
    await page.locator("main form label").first().click();
  }
  await page.locator("main form button:not([type=button])").last().click();
  // Event timing entries arrive once the frame after the event is painted: wait two frames.
  await page.evaluate(
    "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))",
  );
  return page.evaluate<number>("Math.max(0, ...window.eventDurations)");
}

export async function inp(port = Number(process.env.BENCH_INP_PORT ?? 3953)): Promise<Row[]> {
  const stack = await startStack(port);
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  try {
    const rows: Row[] = [];
    for (const screen of SCREENS.filter(({ name }) => !PASSING_ON.has(name))) {
      const nextVisit = await screen.prepare(stack);
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      page.setDefaultTimeout(10_000);
      try {
        await open(page, await nextVisit());
        const longest = await interact(page);
        if (longest === null) continue;
        rows.push({
          figure: `INP ${screen.name} (${screen.route})`,
          value: Math.round(longest),
          unit: "ms",
          budget: `≤ ${BUDGET_MS} ms`,
          pass: longest <= BUDGET_MS,
          note: "CPU 4× slower; the longest event of typing and submitting",
        });
      } catch (error) {
        const note = String(error).split("\n", 1)[0]!.slice(0, 160);
        rows.push({ figure: `INP ${screen.name}`, value: "error", unit: "", pass: false, note });
      } finally {
        await page.close();
      }
    }
    return rows;
  } finally {
    await browser.close();
    await stack.stop();
  }
}
