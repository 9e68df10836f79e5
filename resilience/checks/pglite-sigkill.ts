// The embedded PGlite database after a SIGKILL: people walk journeys on a server with no
// DATABASE_URL, the server is killed mid-load and started again on the same DATA_DIR. It must
// reopen, and every acknowledged write must be there (read afterwards straight from the files).
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { describeFailures, runCrowd } from "../support/crowd";
import { killMidway } from "../support/kill-midway";
import { startStack } from "../support/stack";
import { sample, verifyWrites, type Verification } from "../support/verify-writes";

export const check: ResilienceCheck = {
  name: "pglite-sigkill",
  async run(ctx) {
    // PGlite serves one query at a time: a smaller crowd than on PostgreSQL.
    const people = Math.min(10, ctx.profile.loadPeople);
    const seconds = Math.max(10, Math.round(ctx.profile.loadSeconds / 2));
    const stack = await startStack(ctx, {
      label: "pglite",
      port: 4060,
      smtpPort: 4061,
      database: "pglite",
    });
    const crash = killMidway(stack, seconds);
    try {
      ctx.log(`pglite-sigkill: ${people} people for ${seconds} s, kill at ${seconds / 2} s`);
      const crowd = await runCrowd({
        bases: [stack.server.base],
        appUrl: stack.server.base,
        inbox: stack.inbox,
        lookups: stack.lookups,
        people,
        seconds,
        label: "pglite",
        mailTimeoutMs: 20_000,
        onTick: crash.onTick,
      });
      // The embedded database belongs to one process: stop the server, then read its files.
      await stack.server.stop();
      let verified: Verification | undefined;
      let openError = "";
      try {
        const db = await PGlite.create({ dataDir: path.join(stack.server.dataDir, "db") });
        try {
          verified = await verifyWrites(
            async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
            stack.server.dataDir,
            crowd.acks,
          );
        } finally {
          await db.close();
        }
      } catch (error) {
        openError = String(error).slice(0, 200);
      }
      const rows: CheckRow[] = [
        {
          check: "pglite-sigkill: reopens",
          figure: crash.restartMs() >= 0 ? `${crash.restartMs()} ms` : "did not reopen",
          pass: crash.restartMs() >= 0 && !openError,
          note:
            crash.restartError() ||
            openError ||
            `${crowd.completed}/${crowd.journeys} journeys complete; ${describeFailures(crowd.failures)}`,
        },
        {
          check: "pglite-sigkill: acknowledged writes present",
          figure: verified
            ? `${verified.checked - verified.missing.length}/${verified.checked}`
            : "—",
          pass: !!verified && verified.missing.length === 0 && verified.checked > 0,
          note: verified ? sample(verified.missing) : "database not readable",
        },
        {
          check: "pglite-sigkill: no half profile or orphan",
          figure: verified
            ? `${verified.halfWritten.length} half, ${verified.orphanFiles.length} orphan, ${verified.rowsWithoutFile.length} missing`
            : "—",
          pass:
            !!verified &&
            verified.halfWritten.length +
              verified.orphanFiles.length +
              verified.rowsWithoutFile.length ===
              0,
          note: verified
            ? sample([
                ...verified.halfWritten,
                ...verified.orphanFiles,
                ...verified.rowsWithoutFile,
              ])
            : "",
        },
      ];
      return rows;
    } finally {
      await stack.close();
    }
  },
};
