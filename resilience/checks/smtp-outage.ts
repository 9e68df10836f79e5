// SMTP down while people sign up and an operator approves them, then back on the same port:
// sign-up and decisions keep answering, every queued e-mail (confirmations, approvals) is
// delivered afterwards within a reasonable wait, and none twice.
import type { CheckRow, ResilienceCheck } from "../support/check";
import { freshEmail as uniqueAddress, TEST_PASSWORD } from "@lineup/test-kit";
import { CallStats, HttpClient } from "../support/http-client";
import { accountIds, signedInOperator } from "../support/operator";
import { waitForOutbox } from "../support/outbox";
import { startStack } from "../support/stack";
import { sample } from "../support/verify-writes";

/** Once SMTP is back, every queued e-mail must arrive within this long. */
const DELIVERY_BUDGET_MS = 60_000;
const OPERATOR = "resilience.operator@example.com";
const APPROVED_SUBJECT = "You can start working on Lineup";

export const check: ResilienceCheck = {
  name: "smtp-outage",
  async run(ctx) {
    const outageMs = ctx.profile.smtpOutageSeconds * 1000;
    const people = ctx.profile.loadPeople;
    const stack = await startStack(ctx, {
      label: "smtp",
      port: 4052,
      smtpPort: 4053,
      env: { OPERATOR_EMAILS: OPERATOR },
    });
    const stats = new CallStats();
    try {
      // The operator's invitation arrives while SMTP is up; its decisions come during the outage.
      const operator = await signedInOperator(stack.server.base, stack.inbox, OPERATOR);
      await stack.inbox.stop();
      const down = Date.now();
      ctx.log(`smtp-outage: SMTP down for ${outageMs / 1000} s, ${people} sign-ups meanwhile`);
      // Sign-ups spread over the outage, so e-mails are queued at every point of the backoff.
      const accepted: string[] = [];
      await Promise.all(
        Array.from({ length: people }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i / people) * outageMs * 0.9));
          const email = uniqueAddress("smtp");
          const http = new HttpClient(
            stack.server.base,
            stack.server.base,
            `10.9.${i >> 8}.${i & 255}`,
            stats,
          );
          const answer = await http.call("POST", "/api/auth/local/signUp", "sign-up", {
            email,
            password: TEST_PASSWORD,
            phoneNumber: "(201) 555-0123",
            personalInfo: { firstName: "Sam", lastName: "Outage" },
            // Individuals: an athlete is approved only once they give a date of birth (0088).
            profileType: "Individual",
          });
          if (answer.status === 201) accepted.push(email);
        }),
      );
      // The operator approves every one of them while SMTP is still down.
      const ids = await accountIds(operator, accepted);
      let approved = 0;
      for (let i = 0; i < ids.length; i += 100) {
        const answer = await operator.call<{ data: { decided: unknown[] } }>(
          "POST",
          "/api/operator/accounts/decisions",
          "bulk approve",
          { ids: ids.slice(i, i + 100), decision: "approve" },
        );
        if (answer.status === 200) approved += answer.body.data.decided.length;
      }
      const deliveredDuringOutage = stack.inbox.received.length - 1;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, down + outageMs - Date.now())),
      );
      await stack.inbox.start();
      const back = Date.now();
      ctx.log("smtp-outage: SMTP back");

      const deadline = back + DELIVERY_BUDGET_MS;
      let waiting = accepted;
      while (waiting.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        waiting = accepted.filter((email) => stack.inbox.to(email).length < 2);
      }
      const deliveredAfterMs = Date.now() - back;
      // Give a second delivery (a duplicate) the chance to show up before counting.
      const outbox = await waitForOutbox(stack.databaseUrl, 5_000);
      const duplicates = stack.inbox.duplicates();
      const alive = stack.server.child.exitCode === null;
      const approvals = accepted.filter((email) =>
        stack.inbox.to(email).some((mail) => mail.subject === APPROVED_SUBJECT),
      ).length;
      const rows: CheckRow[] = [
        {
          check: "smtp-outage: sign-ups while SMTP down",
          figure: `${accepted.length}/${people} accepted`,
          pass: accepted.length === people && stats.serverErrors === 0 && alive,
          note: stats.problems.slice(0, 2).join("; ") || "the outbox queues; nobody waits for SMTP",
        },
        {
          check: "smtp-outage: queued e-mails delivered",
          figure: `${accepted.length - waiting.length}/${accepted.length} in ${(deliveredAfterMs / 1000).toFixed(1)} s`,
          pass: waiting.length === 0 && deliveredDuringOutage === 0,
          note:
            sample(waiting) ||
            `after SMTP came back (outage ${outageMs / 1000} s; budget ${DELIVERY_BUDGET_MS / 1000} s)`,
        },
        {
          check: "smtp-outage: approvals while SMTP down",
          figure: `${approved}/${accepted.length} approved, ${approvals} e-mailed`,
          pass: approved === accepted.length && approvals === accepted.length,
          note: "the operator's decisions queue their e-mails in the same transaction",
        },
        {
          check: "smtp-outage: e-mails once",
          figure: `${duplicates.length} twice`,
          pass: duplicates.length === 0 && outbox.unsent === 0,
          note: sample(duplicates) || `${outbox.total} in the outbox, ${outbox.unsent} unsent`,
        },
      ];
      return rows;
    } finally {
      if (!stack.inbox.running) await stack.inbox.start().catch(() => undefined);
      await stack.close();
    }
  },
};
