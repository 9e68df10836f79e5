// Issue 22's "an operator can empty a waiting list of 1,000 accounts in a sitting, on pages that
// stay fast": 1,000 athletes who finished onboarding, made over HTTP as people make them; then,
// as an operator signed in with a code, the time to list and filter them and to approve them all
// in ten bulk calls of 100 taken page by page from the list (decision 0079).
import type { OperatorAccountList, OperatorBulkDecisionAnswer } from "@lineup/shared";
import { freshEmail, mailOrFail, signUpAndConfirm, signUpBody } from "@lineup/test-kit";
import { expectStatus } from "../support/accounts";
import { Client, freshIp } from "../support/http";
import { lookupIds, athleteCreateBody, type LookupIds } from "../support/lookup-ids";
import { operatorEmail, signedInOperator } from "../support/operator";
import type { Row } from "../support/row";
import { median, percentile, round } from "../support/stats";
import type { Target } from "../support/target";

const ACCOUNTS = 1000;
const WORKERS = 8;
/** Timed requests per list query, one at a time as one operator makes them (after two warm-ups). */
const SAMPLES = 20;
const PAGE = 100;
/** How long the approvals' e-mails may take to arrive, all together. */
const APPROVALS_MS = 300_000;

/** Sign-up, the e-mailed link, the athlete profile, then a bio and a service: onboarding done. */
async function finishedAthlete(target: Target, ids: LookupIds, label: string): Promise<string> {
  const base = target.app.base;
  const client = new Client(base, freshIp());
  const { email } = await signUpAndConfirm(
    (path, json) => client.send("POST", path, { json }),
    target.sink,
    base,
    signUpBody("athlete", freshEmail(label)),
  );
  const created = await client.send("POST", "/api/profile/athlete/create", {
    json: athleteCreateBody(ids),
  });
  expectStatus(created, 201, "athlete create");
  const { id } = created.json<{ data: { id: string } }>().data;
  const finished = await client.send("PATCH", `/api/profile/athlete/update/${id}`, {
    json: {
      bio: "Point guard who runs summer clinics.",
      services: [{ name: "Clinic", price: 90 }],
    },
  });
  expectStatus(finished, 200, "athlete bio");
  return email;
}

/** Makes the accounts with WORKERS people signing up at once: their addresses and the seconds. */
async function makeAccounts(target: Target, label: string) {
  const ids = await lookupIds(target.app.base);
  let started = 0;
  const emails: string[] = [];
  const begun = performance.now();
  const worker = async () => {
    while (started < ACCOUNTS) {
      started++;
      emails.push(await finishedAthlete(target, ids, label));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { emails, seconds: (performance.now() - begun) / 1000 };
}

async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const begun = performance.now();
  const result = await call();
  return [result, performance.now() - begun];
}

async function list(operator: Client, query: string): Promise<OperatorAccountList> {
  const answer = await operator.send("GET", `/api/operator/accounts?${query}`);
  expectStatus(answer, 200, `list ${query}`);
  return answer.json<{ data: OperatorAccountList }>().data;
}

/** Median and p95 of one list query, and how many accounts it matched. */
async function listLatency(operator: Client, query: string) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < SAMPLES + 2; i++) {
    const [answer, ms] = await timed(() => list(operator, query));
    if (i >= 2) times.push(ms);
    total = answer.total;
  }
  return { median: median(times), p95: percentile(times, 95), total };
}

/** Page 1 of what is still pending, approved by id, until nothing is left: the sitting. */
async function emptyTheList(operator: Client, label: string) {
  const query = new URLSearchParams({
    status: "pending",
    q: label,
    sort: "oldest",
    pageSize: String(PAGE),
  }).toString();
  let bulkMs = 0;
  let calls = 0;
  let decided = 0;
  const begun = performance.now();
  for (let page = await list(operator, query); page.list.length > 0;) {
    const [answer, ms] = await timed(() =>
      operator.send("POST", "/api/operator/accounts/decisions", {
        json: { ids: page.list.map((account) => account.id), decision: "approve" },
      }),
    );
    expectStatus(answer, 200, "bulk approve");
    const { data } = answer.json<{ data: OperatorBulkDecisionAnswer }>();
    if (data.skipped.length > 0) throw new Error(`bulk approve skipped ${data.skipped.length}`);
    decided += data.decided.length;
    bulkMs += ms;
    calls++;
    page = await list(operator, query);
  }
  if (decided !== ACCOUNTS) throw new Error(`approved ${decided} of ${ACCOUNTS}`);
  return { bulkMs, calls, sittingMs: performance.now() - begun };
}

const noted = (figure: string, value: number, unit: string, note: string): Row => ({
  figure,
  value: round(value, value < 100 ? 1 : 0),
  unit,
  budget: "noted",
  note,
});

export async function waitingList(target: Target): Promise<Row[]> {
  const at = `(${target.name})`;
  // Every seeded address starts with the label: the sitting's text filter finds them alone.
  const label = `waitlist-${Date.now().toString(36)}`;
  const operator = await signedInOperator(
    target.app.base,
    target.sink,
    operatorEmail(Number(new URL(target.app.base).port)),
  );
  const { emails, seconds } = await makeAccounts(target, label);
  const one = emails[Math.floor(emails.length / 2)]!;
  const queries: [string, string][] = [
    ["page 1", "pageSize=100"],
    ["status+role+state filters, page 1", "status=pending&role=athlete&state=TX&pageSize=100"],
    ["text search q=mitchell (every name), page 1", "q=mitchell&pageSize=100"],
    ["text search q=one address, page 1", `q=${encodeURIComponent(one)}&pageSize=100`],
    ["page 10", "page=10&pageSize=100"],
  ];
  const rows: Row[] = [
    noted(
      `waiting list: ${ACCOUNTS} finished athletes made over HTTP, ${WORKERS} at once ${at}`,
      seconds,
      "s",
      `sign-up, e-mailed link, profile, bio; ${round(ACCOUNTS / seconds, 1)} accounts/s`,
    ),
  ];
  for (const [name, query] of queries) {
    const result = await listLatency(operator, query);
    rows.push(
      noted(
        `waiting list GET /api/operator/accounts ${name}, median ${at}`,
        result.median,
        "ms",
        `p95 ${round(result.p95, 1)} ms over ${SAMPLES}; ${result.total} matching; ?${query}`,
      ),
    );
  }
  const mailsBefore = emails.map((email) => target.sink.to(email).length);
  const sitting = await emptyTheList(operator, label);
  rows.push(
    noted(
      `waiting list: approve ${ACCOUNTS} in ${sitting.calls} bulk calls of ${PAGE} ${at}`,
      sitting.bulkMs,
      "ms",
      `the whole sitting with the ${sitting.calls + 1} list pages: ${round(sitting.sittingMs)} ms`,
    ),
  );
  // Every approved person is e-mailed; the next figure's e-mails would otherwise queue behind them.
  const sent = performance.now();
  await Promise.all(
    emails.map((email, i) => mailOrFail(target.sink, email, mailsBefore[i]! + 1, APPROVALS_MS)),
  );
  rows.push(
    noted(
      `waiting list: the ${ACCOUNTS} approval e-mails delivered ${at}`,
      (performance.now() - sent) / 1000,
      "s",
      "from the last bulk call to the last e-mail in the inbox (the outbox worker, SMTP on loopback)",
    ),
  );
  return rows;
}
