import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../db/schema";
import { athleteBody, post } from "@api-test/auth-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("the e-mail outbox on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(
    kind,
    clock,
    (started) => {
      t = started;
      sink = started.sink;
    },
    {
      startOutbox: false,
    },
  );

  it("keeps an e-mail while SMTP refuses it and delivers it once, later", async () => {
    const body = athleteBody();
    sink.refusing = true;
    expect((await post(t.app, "/api/auth/local/signUp", body)).statusCode).toBe(201);
    expect(await t.app.outbox.runOnce()).toBe(0);
    const [failed] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, body.email));
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lockedUntil: null });
    expect(failed!.lastError).toBeTruthy();

    sink.refusing = false;
    expect(await t.app.outbox.runOnce()).toBe(0); // not due until its backoff has passed
    clock.advance(5 * 60 * 1000);
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(sink.to(body.email)).toHaveLength(1);
    const [sent] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, body.email));
    expect(sent).toMatchObject({ deliveredVia: "smtp", attempts: 2, lastError: null });
  });

  it("sleeps until the next e-mail is due instead of polling every second", async () => {
    await t.app.outbox.runOnce(); // earlier tests' e-mails are sent
    expect(await t.app.outbox.untilNextDue()).toBe(30_000);

    const body = athleteBody();
    sink.refusing = true;
    await post(t.app, "/api/auth/local/signUp", body);
    // Queued and not yet tried: due now, so the next pass comes as soon as passes may.
    expect(await t.app.outbox.untilNextDue()).toBe(1_000);
    expect(await t.app.outbox.runOnce()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, body.email));
    const retryIn = row!.nextAttemptAt.getTime() - clock.now().getTime();
    expect(retryIn).toBeGreaterThan(1_000);
    // The test clock runs with real time: allow for the milliseconds between the two readings.
    const wait = await t.app.outbox.untilNextDue();
    expect(wait).toBeLessThanOrEqual(retryIn);
    expect(wait).toBeGreaterThan(retryIn - 500);

    sink.refusing = false;
    clock.advance(retryIn);
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(await t.app.outbox.untilNextDue()).toBe(30_000);
  });

  it("never lets two workers send the same e-mail", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const counts = await Promise.all([
      t.app.outbox.runOnce(),
      t.app.outbox.runOnce(),
      t.app.outbox.runOnce(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await sink.nth(body.email, 1);
    expect(sink.to(body.email)).toHaveLength(1);
  });

  // Resilience check smtp-outage: after an outage, queued e-mails must not wait out a long backoff.
  it("retries every waiting e-mail as soon as one send works again, and backs off at most 30 s", async () => {
    const waiting = [athleteBody(), athleteBody()];
    sink.refusing = true;
    for (const body of waiting) await post(t.app, "/api/auth/local/signUp", body);
    for (let pass = 0; pass < 8; pass++) {
      expect(await t.app.outbox.runOnce()).toBe(0);
      const [row] = await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, waiting[0]!.email));
      const backoff = row!.nextAttemptAt.getTime() - clock.now().getTime();
      expect(backoff).toBeLessThanOrEqual(30_000);
      clock.advance(backoff);
    }
    clock.advance(-25_000); // both now wait on a retry about 25 s away

    sink.refusing = false;
    const fresh = athleteBody();
    await post(t.app, "/api/auth/local/signUp", fresh);
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(await t.app.outbox.runOnce()).toBe(2);
    for (const body of [...waiting, fresh]) expect(sink.to(body.email)).toHaveLength(1);
  });
});
