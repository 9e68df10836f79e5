// Issue 19 point 6 on one instance counting in its own memory, on each database.
import { describe } from "vitest";
import { useMailedApp } from "@api-test/mailed-app";
import { ownerLockoutCases } from "@api-test/owner-lockout-cases";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("nobody locks the owner out, in memory on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });
  ownerLockoutCases({ apps: () => [t.app], sink: () => sink, clock });
});
