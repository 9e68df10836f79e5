import { afterAll, beforeAll } from "vitest";
import { APP_URL } from "./auth-helpers";
import { createTestApp, type TestApp, type TestAppOptions, type TestClock } from "./test-app";
import type { DatabaseKind } from "./test-database";

/**
 * The usual suite of the e-mail flows: before it, the real app on a fresh database of `kind`,
 * sending to a real SMTP server and reading the time from the suite's clock; after it, closed.
 * `started` receives the app once it is up; `env` adds settings (OPERATOR_EMAILS, …).
 */
export function useMailedApp(
  kind: DatabaseKind,
  clock: TestClock,
  started: (t: TestApp) => void,
  deps: NonNullable<TestAppOptions["deps"]> = {},
  env: Record<string, string> = {},
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, ...env },
      deps: { clock: clock.now, ...deps },
    });
    started(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}
