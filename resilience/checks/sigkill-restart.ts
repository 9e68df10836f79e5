// The server killed with SIGKILL in the middle of load (on PostgreSQL) and started again on the
// same DATA_DIR: every acknowledged write present, no half-written profile, no orphan file.
import type { CheckRow, ResilienceCheck } from "../support/check";
import { describeFailures, runCrowd } from "../support/crowd";
import { waitForOutbox } from "../support/outbox";
import { killMidway } from "../support/kill-midway";
import { startStack } from "../support/stack";
import { sample, verifyWrites, withPostgres, type Verification } from "../support/verify-writes";

/** Files stored just before the kill may be swept at start; give the sweep this long to finish. */
const SWEEP_WAIT_MS = 20_000;

export const check: ResilienceCheck = {
  name: "sigkill-restart",
  async run(ctx) {
    const people = Math.min(ctx.profile.loadPeople, 40);
    const seconds = Math.max(12, Math.round(ctx.profile.loadSeconds * 0.75));
    const stack = await startStack(ctx, { label: "sigkill", port: 4054, smtpPort: 4055 });
    const crash = killMidway(stack, seconds);
    try {
      ctx.log(`sigkill-restart: ${people} people for ${seconds} s, kill at ${seconds / 2} s`);
      const crowd = await runCrowd({
        bases: [stack.server.base],
        appUrl: stack.server.base,
        inbox: stack.inbox,
        lookups: stack.lookups,
        people,
        seconds,
        label: "sigkill",
        onTick: crash.onTick,
      });
      const outbox = await waitForOutbox(stack.databaseUrl, 60_000);
      const verify = () =>
        withPostgres(stack.databaseUrl, (query) =>
          verifyWrites(query, stack.server.dataDir, crowd.acks),
        );
      let verified: Verification = await verify();
      const deadline = Date.now() + SWEEP_WAIT_MS;
      while (verified.orphanFiles.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        verified = await verify();
      }
      const duplicates = stack.inbox.duplicates();
      const rows: CheckRow[] = [
        {
          check: "sigkill: restart",
          figure: crash.restartMs() >= 0 ? `${crash.restartMs()} ms` : "did not restart",
          pass: crash.restartMs() >= 0,
          note:
            crash.restartError() ||
            `${crowd.completed}/${crowd.journeys} journeys complete; ${describeFailures(crowd.failures)}`,
        },
        {
          check: "sigkill: acknowledged writes present",
          figure: `${verified.checked - verified.missing.length}/${verified.checked}`,
          pass: verified.missing.length === 0 && verified.checked > 0,
          note: sample(verified.missing),
        },
        {
          check: "sigkill: half-written profiles",
          figure: String(verified.halfWritten.length),
          pass: verified.halfWritten.length === 0,
          note: sample(verified.halfWritten) || "profile without its athlete row or interests",
        },
        {
          check: "sigkill: orphan files",
          figure: `${verified.orphanFiles.length} orphan, ${verified.rowsWithoutFile.length} missing`,
          pass: verified.orphanFiles.length === 0 && verified.rowsWithoutFile.length === 0,
          note: sample([...verified.orphanFiles, ...verified.rowsWithoutFile]),
        },
        {
          check: "sigkill: e-mails",
          figure: `${outbox.total - outbox.unsent}/${outbox.total} sent, ${duplicates.length} twice`,
          pass: outbox.unsent === 0 && duplicates.length === 0,
          note: sample(duplicates),
        },
      ];
      return rows;
    } finally {
      await stack.close();
    }
  },
};
