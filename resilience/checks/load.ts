// Load: many simulated people walking complete athlete journeys at once against PostgreSQL, then
// every acknowledged write checked in the database and on disk.
import type { CheckRow, ResilienceCheck } from "../support/check";
import { describeFailures, runCrowd } from "../support/crowd";
import { startStack } from "../support/stack";
import { sample, verifyWrites, withPostgres } from "../support/verify-writes";
import { waitForOutbox } from "../support/outbox";

export const check: ResilienceCheck = {
  name: "load",
  async run(ctx) {
    const { loadPeople: people, loadSeconds: seconds } = ctx.profile;
    const stack = await startStack(ctx, { label: "load", port: 4050, smtpPort: 4051 });
    try {
      ctx.log(`load: ${people} people for ${seconds} s`);
      const crowd = await runCrowd({
        bases: [stack.server.base],
        appUrl: stack.server.base,
        inbox: stack.inbox,
        lookups: stack.lookups,
        people,
        seconds,
        label: "load",
      });
      const { stats } = crowd;
      const outbox = await waitForOutbox(stack.databaseUrl, 60_000);
      const verified = await withPostgres(stack.databaseUrl, (query) =>
        verifyWrites(query, stack.server.dataDir, crowd.acks),
      );
      const duplicates = stack.inbox.duplicates();
      const rows: CheckRow[] = [
        {
          check: "load: journeys",
          figure: `${crowd.completed}/${crowd.journeys} complete`,
          pass: crowd.completed === crowd.journeys && crowd.completed > 0,
          note: `${people} people, ${seconds} s, ${stats.calls} calls; ${describeFailures(crowd.failures)}`,
        },
        {
          check: "load: server errors",
          figure: String(stats.serverErrors),
          pass: stats.serverErrors === 0,
          note: stats.problems.slice(0, 3).join("; "),
        },
        {
          // The budget is the 30 s answer; the percentiles are figures to read, not a row that
          // passes whatever they are (issue 20).
          check: "load: timeouts",
          figure: String(stats.timeouts + stats.networkErrors),
          pass: stats.timeouts + stats.networkErrors === 0,
          note: `no answer within 30 s, or connection refused; p50 ${stats.percentile(50).toFixed(0)} ms, p99 ${stats.percentile(99).toFixed(0)} ms, max ${stats.percentile(100).toFixed(0)} ms; p99 by call: ${stats.slowest()}`,
        },
        {
          check: "load: acknowledged writes present",
          figure: `${verified.checked - verified.missing.length}/${verified.checked}`,
          pass: verified.missing.length === 0 && verified.checked > 0,
          note: sample(verified.missing),
        },
        {
          check: "load: files ↔ rows",
          figure: `${verified.orphanFiles.length} orphan, ${verified.rowsWithoutFile.length} missing`,
          pass:
            verified.orphanFiles.length === 0 &&
            verified.rowsWithoutFile.length === 0 &&
            verified.halfWritten.length === 0,
          note: sample([
            ...verified.orphanFiles,
            ...verified.rowsWithoutFile,
            ...verified.halfWritten,
          ]),
        },
        {
          check: "load: e-mails once",
          figure: `${stack.inbox.received.length} delivered, ${duplicates.length} twice`,
          pass: duplicates.length === 0 && outbox.unsent === 0,
          note: outbox.unsent ? `${outbox.unsent} still unsent` : sample(duplicates),
        },
      ];
      return rows;
    } finally {
      await stack.close();
    }
  },
};
