// Bad input: every endpoint of the OpenAPI document fuzzed with fast-check (body, query, path),
// anonymously and with the session of the role owning the resource, with the app's Origin and a
// random X-Forwarded-For per request. Per answer: below 500, the error shape on every 4xx, no
// stack trace or file path, and the stored data unchanged after every 4xx.
import fc from "fast-check";
import { TEST_PASSWORD as PASSWORD } from "@lineup/test-kit";
import type { Account } from "../support/accounts";
import {
  ApiClient,
  contractProblems,
  randomIp,
  type ApiResponse,
  type RequestOptions,
} from "../support/api-client";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { changedTables } from "../support/db-digest";
import { label, loadEndpoints, urlOf, type Endpoint } from "../support/endpoint-catalog";
import { startFuzzTarget, ownerRole } from "../support/fuzz-target";
import { bodyFor, hostileQuery, hostileString } from "../support/fuzz-values";

const PORT = 4001;
/** Tries per request before a network error counts against the server (see send). */
const ATTEMPTS = 3;

function pathValue(name: string, owner: Account): fc.Arbitrary<string> {
  const owned = [owner.profileId, owner.serviceId, owner.mediaId].filter(
    (v): v is string => typeof v === "string",
  );
  const known: Record<string, fc.Arbitrary<string>> = {
    id: owned.length ? fc.constantFrom(...owned) : fc.uuid(),
    provider: fc.constantFrom("google", "facebook"),
    email: fc.emailAddress(),
    token: fc.string({
      unit: fc.constantFrom(..."0123456789abcdef"),
      minLength: 64,
      maxLength: 64,
    }),
  };
  return fc.oneof(known[name] ?? hostileString, hostileString, fc.uuid());
}

function inputs(endpoint: Endpoint, owner: Account, runs: number, seed: number) {
  const arbitrary = fc.record({
    path: fc.record(Object.fromEntries(endpoint.pathParams.map((n) => [n, pathValue(n, owner)]))),
    query: hostileQuery(endpoint.queryParams.length ? endpoint.queryParams : ["x"]),
    body: bodyFor(endpoint.bodySchema),
  });
  return fc.sample(arbitrary, { numRuns: runs, seed });
}

/**
 * Sends, and up to twice again on a network error: the server closes a connection after refusing
 * an oversized header or body (431/413), and a pooled connection it closed fails the next request
 * in the client, not in the server; the pool can hold more than one such connection (CI saw two
 * EPIPEs in a row on a small sign-up body, 2026-12-06, and the same seed passed when run again).
 * A body over the 1 MiB limit may be cut off while still being written (EPIPE): the server
 * refused it, which is what it must do. A server that really stopped answering fails every try.
 */
async function send(
  client: ApiClient,
  method: string,
  url: string,
  options: RequestOptions,
): Promise<ApiResponse | { closed: "oversized" | "error"; why: string }> {
  let failure = "";
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await client.request(method, url, options);
    } catch (error) {
      failure = String((error as Error).cause ?? error);
    }
  }
  const raw = typeof options.body === "string" ? options.body : "";
  const size = Buffer.byteLength(JSON.stringify(options.json ?? "") + raw);
  return { closed: size > 1024 * 1024 ? "oversized" : "error", why: failure };
}

export const check: ResilienceCheck = {
  name: "fuzz",
  async run(ctx) {
    const target = await startFuzzTarget(ctx, "fuzz", PORT);
    const seed = Number(process.env.RESILIENCE_SEED ?? Date.now() % 1e9);
    const problems: string[] = [];
    const note = (where: string, what: string) => {
      if (problems.length < 2000) problems.push(`${where}: ${what}`);
    };
    let requests = 0;
    let serverErrors = 0;
    let shapeFailures = 0;
    let dataChanged = 0;
    let pastValidation = 0;
    let closedOversized = 0;
    try {
      const endpoints = await loadEndpoints(target.server.base);
      const lookupsBefore = await target.digest.lookups();
      let snapshot = await target.digest.data();
      ctx.log(
        `fuzz: ${endpoints.length} endpoints, ${ctx.profile.fuzzRuns} runs each, seed ${seed}`,
      );
      for (const endpoint of endpoints) {
        const owner = target.accounts[ownerRole(endpoint.path)];
        for (const signedIn of [false, true]) {
          const client = signedIn ? owner.client : new ApiClient(target.server.base, randomIp);
          for (const input of inputs(endpoint, owner, ctx.profile.fuzzRuns, seed)) {
            if (signedIn && !client.session) break; // the session ended (logout): stop here
            const url = urlOf(endpoint, input.path, input.query);
            const body = endpoint.method === "GET" ? undefined : input.body;
            const options = {
              ...(body && "json" in body ? { json: body.json } : {}),
              ...(body && "raw" in body
                ? { body: body.raw, headers: { "content-type": "application/json" } }
                : {}),
            };
            const sent = await send(client, endpoint.method, url, options);
            if ("closed" in sent) {
              if (sent.closed === "oversized") closedOversized++;
              else serverErrors++;
              note(label(endpoint), `no answer: ${sent.why} ${url.slice(0, 300)}`);
              continue;
            }
            const response = sent;
            requests++;
            const where = `${label(endpoint)} ${signedIn ? owner.role : "anonymous"} ${url.slice(0, 80)}`;
            const found = contractProblems(response);
            if (response.status >= 500) serverErrors++;
            else if (found.length) shapeFailures++;
            for (const problem of found) note(where, problem);
            if (![400, 413, 415, 429].includes(response.status)) pastValidation++;
            const after = await target.digest.data();
            if (response.status >= 400) {
              const changed = changedTables(snapshot, after);
              if (changed.length) {
                dataChanged++;
                note(where, `${response.status} but ${changed.join(", ")} changed`);
              }
            }
            snapshot = after;
          }
          if (signedIn && !client.session) {
            const again = await client.post("/api/auth/local/signIn", {
              email: owner.email,
              password: PASSWORD,
            });
            if (again.status !== 200) throw new Error(`re-sign-in answered ${again.status}`);
            snapshot = await target.digest.data();
          }
        }
        ctx.log(`fuzz: ${label(endpoint)} done, ${requests} requests so far`);
      }
      const lookupsChanged = (await target.digest.lookups()) !== lookupsBefore;
      const stackLines = target.server.logs.filter((l) => /"level":50|request failed/.test(l));
      for (const p of problems.filter((x) => !x.includes(" 431 ")).slice(0, 30))
        ctx.log(`fuzz problem: ${p}`);
      const sample = (match: RegExp) =>
        problems
          .filter((p) => match.test(p))
          .slice(0, 2)
          .join(" | ")
          .slice(0, 300);
      return [
        {
          check: "fuzz: server errors",
          figure: `${serverErrors} of ${requests}`,
          pass: serverErrors === 0 && stackLines.length === 0,
          note: serverErrors
            ? sample(/status 5|no answer/)
            : `${endpoints.length} endpoints, seed ${seed}; ${stackLines.length} error log lines; ${closedOversized} bodies over 1 MiB cut off`,
        },
        {
          check: "fuzz: error shape, no stack",
          figure: `${shapeFailures} bad`,
          pass: shapeFailures === 0,
          note: shapeFailures
            ? sample(/shape|stack|path/)
            : "every 4xx {message, code, statusCode}",
        },
        {
          check: "fuzz: data unchanged after 4xx",
          figure: `${dataChanged} changed`,
          pass: dataChanged === 0 && !lookupsChanged,
          note: dataChanged
            ? sample(/changed/)
            : lookupsChanged
              ? "lookup tables changed"
              : undefined,
        },
        {
          check: "fuzz: past validation",
          figure: `${((100 * pastValidation) / Math.max(1, requests)).toFixed(0)}% of ${requests}`,
          pass: pastValidation > requests * 0.05,
          note: "answers other than 400/413/415/429: the handlers were reached",
        },
      ] satisfies CheckRow[];
    } finally {
      await target.close();
    }
  },
};
