import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/support/e2e-env";

/** Browser journeys in Debian's Chromium against the production build (DESIGN.md "Real parts"). */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      // The one local OAuth server answers "who signs in next" for the whole run, so OAuth
      // journeys run in their own project, one after another (see oauth-sign-up.spec.ts).
      testIgnore: "**/oauth-*.spec.ts",
    },
    {
      // Every journey runs on the phone; at 1280 px only those tagged @desktop, whose wide layout
      // changes what a person sees or does (header, navigation, footer, search filters, offer
      // threads, the console, the editor, the native widgets). Decision 0100.
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
      testIgnore: "**/oauth-*.spec.ts",
      grep: /@desktop/,
    },
    {
      // One worker: every OAuth spec tells the same provider who signs in next.
      name: "oauth",
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
      testMatch: "**/oauth-*.spec.ts",
      workers: 1,
    },
  ],
});
