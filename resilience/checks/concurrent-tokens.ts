// Bad input, races: one reset code sent twice at the same instant, and one invitation used by two
// sign-ups at once. Exactly one may win each time: one 200 for the code (and only its password
// works afterwards); one agent linked to the inviting athlete. Run on PostgreSQL (real concurrent
// transactions) and on the embedded database.
import {
  freshEmail,
  MailInbox as SmtpSink,
  signUpBody,
  TEST_PASSWORD as PASSWORD,
  tokenFromMail,
} from "@lineup/test-kit";
import { accountWithObjects, confirmedAccount } from "../support/accounts";
import { ApiClient, randomIp } from "../support/api-client";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { createDatabase } from "../support/postgres-database";
import { assertPortFree, startServer } from "../support/server";

const PORTS = { postgres: 4003, embedded: 4004 };
const ROUNDS = { ci: 5, full: 20 };

async function resetRace(base: string, sink: SmtpSink): Promise<string | null> {
  const client = new ApiClient(base, randomIp);
  const { email } = await confirmedAccount(client, sink, "athlete");
  const before = sink.to(email).length;
  await client.post("/api/auth/reset-password-request", { email });
  const code = await tokenFromMail(sink, base, email, before + 1, "code");
  const passwords = ["Copper-Lantern-Meadow-71", "Silver-Canyon-Harvest-38"];
  const answers = await Promise.all(
    passwords.map((password) =>
      new ApiClient(base, randomIp).patch("/api/auth/restore-password", { password, code }),
    ),
  );
  const winners = answers.filter((a) => a.status === 200).length;
  if (winners !== 1)
    return `${winners} of 2 restore-password calls won (${answers.map((a) => a.status).join(", ")})`;
  const signIns = await Promise.all(
    [...passwords, PASSWORD].map(
      async (password) =>
        (await new ApiClient(base, randomIp).post("/api/auth/local/signIn", { email, password }))
          .status,
    ),
  );
  const winner = answers.findIndex((a) => a.status === 200);
  const expected = passwords.map((_, i) => (i === winner ? 200 : 401)).concat(401);
  return signIns.join() === expected.join() ? null : `sign-ins after the race: ${signIns.join()}`;
}

async function invitationRace(base: string, sink: SmtpSink): Promise<string | null> {
  const athlete = await accountWithObjects(base, sink, "athlete", randomIp, freshEmail("agent"));
  const invited = athlete.agentEmail!;
  const inviteId = await tokenFromMail(sink, base, invited, 1, "inviteId");
  const agents = [new ApiClient(base, randomIp), new ApiClient(base, randomIp)];
  const emails = [invited, freshEmail("rival")];
  const answers = await Promise.all(
    agents.map((agent, i) =>
      agent.post("/api/auth/local/signUp", { ...signUpBody("agent", emails[i]!), inviteId }),
    ),
  );
  if (answers.some((a) => a.status !== 201))
    return `sign-ups answered ${answers.map((a) => a.status).join(", ")}`;
  const linked = await Promise.all(
    agents.map(async (agent, i) => {
      const token = await tokenFromMail(sink, base, emails[i]!, i === 0 ? 2 : 1);
      await agent.post("/api/auth/confirm-email", { token });
      const my = await agent.get("/api/profile/my");
      const data = (my.json as { data: { representation?: { athletes: unknown[] } } }).data;
      return data.representation?.athletes.length ?? 0;
    }),
  );
  const total = linked.reduce((a, b) => a + b, 0);
  return total === 1 ? null : `${total} agents linked by one invitation (${linked.join(", ")})`;
}

export const check: ResilienceCheck = {
  name: "races",
  async run(ctx) {
    const rows: CheckRow[] = [];
    const rounds = ROUNDS[ctx.profile.name];
    for (const kind of ["postgres", "embedded"] as const) {
      await assertPortFree(PORTS[kind]);
      const database =
        kind === "postgres" ? await createDatabase(ctx.postgresAdminUrl, "races") : undefined;
      const sink = new SmtpSink();
      await sink.start();
      const server = await startServer({
        port: PORTS[kind],
        env: {
          SMTP_URL: sink.url,
          TRUST_PROXY: "loopback",
          ...(database ? { DATABASE_URL: database.url } : {}),
        },
      }).catch(async (error: unknown) => {
        await sink.stop();
        await database?.drop();
        throw error;
      });
      try {
        for (const [name, race] of [
          ["reset code", resetRace],
          ["invitation", invitationRace],
        ] as const) {
          const failures: string[] = [];
          for (let round = 0; round < rounds; round++) {
            const failure = await race(server.base, sink);
            if (failure) failures.push(failure);
          }
          rows.push({
            check: `races: one ${name}, two uses (${kind})`,
            figure: `${rounds - failures.length} of ${rounds} with one winner`,
            pass: failures.length === 0,
            note: failures[0],
          });
        }
      } finally {
        await server.stop();
        await sink.stop();
        await database?.drop();
      }
    }
    return rows;
  },
};
