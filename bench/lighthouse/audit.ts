import { writeFileSync } from "node:fs";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import type { Visit } from "./screens";

/** DESIGN.md "Real parts": Debian's Chromium with the project's flags, headless. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** What one Lighthouse run measured on one screen. */
export interface RunResult {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  finalUrl: string;
  /** Accessibility audits that failed, by id. */
  accessibilityFailures: string[];
  /** Performance audits below 0.9, by id (the hints for a fix). */
  performanceHints: string[];
}

/**
 * Audits the visit `nextVisit` gives, in a Chromium of its own: nothing (cache, tracing state,
 * service workers) carries over from one run to the next. Lighthouse sometimes loses the trace
 * of a load on a busy machine (NO_NAVSTART, …) and asks to run again, and Chromium can be slow to
 * open its debugging port there: a run gets two more tries, with
 * a fresh visit each (a confirmation token is single-use); a screen that keeps failing fails.
 */
export async function audit(
  nextVisit: () => Promise<Visit>,
  debuggingPort: number,
  reportFile?: string,
): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inFreshChrome(debuggingPort, async (browser) =>
        auditOnce(browser, await nextVisit(), reportFile),
      );
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Lighthouse run failed (${(error as Error).message}); running it again`);
    }
  }
}

async function inFreshChrome<T>(port: number, use: (browser: Browser) => Promise<T>): Promise<T> {
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    port,
    logLevel: "silent",
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      return await use(browser);
    } finally {
      await browser.disconnect();
    }
  } finally {
    // The next run's Chromium takes the same debugging port: wait until this one has let go.
    const exited = new Promise((resolve) => chrome.process.once("exit", resolve));
    chrome.kill();
    if (chrome.process.exitCode === null) await exited;
  }
}

/**
 * One Lighthouse navigation with its default config: the mobile preset with simulated throttling
 * (slow 4G, 4× CPU). Each run gets a new tab, the visit's cookie and localStorage and nothing left
 * from the run before; Lighthouse itself empties the HTTP cache first, so every load is cold.
 */
async function auditOnce(browser: Browser, visit: Visit, reportFile?: string): Promise<RunResult> {
  const page = await browser.newPage();
  try {
    const origin = new URL(visit.url).origin;
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCookies");
    if (visit.cookie) {
      await cdp.send("Network.setCookie", {
        name: "lineup_session",
        value: visit.cookie,
        url: origin,
        httpOnly: true,
        sameSite: "Lax",
      });
    }
    for (const [name, value] of Object.entries(visit.cookies ?? {})) {
      await cdp.send("Network.setCookie", {
        name,
        value,
        url: origin,
        httpOnly: true,
        sameSite: "Lax",
      });
    }
    await cdp.detach();
    // A static file of the origin: localStorage can be written there without running the app.
    await page.goto(`${origin}/favicon.svg`);
    const entries = JSON.stringify(Object.entries(visit.localStorage ?? {}));
    await page.evaluate(
      `localStorage.clear(); for (const [k, v] of ${entries}) localStorage.setItem(k, v);`,
    );

    const result = await lighthouse(
      visit.url,
      { logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility"] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${visit.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
    if (reportFile) {
      writeFileSync(path.resolve(reportFile), JSON.stringify(lhr));
    }
    return summarize(lhr);
  } finally {
    await page.close();
  }
}

class LighthouseRunError extends Error {}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarize(lhr: Lhr): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = (category: string, below: number) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < below)
      .map((audit) => audit!.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    cls: numeric("cumulative-layout-shift"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    finalUrl: lhr.finalDisplayedUrl,
    accessibilityFailures: failing("accessibility", 1),
    performanceHints: failing("performance", 0.9),
  };
}
