// Security: role × endpoint × own/other. Two accounts of every role (each owning a profile, and
// athletes a service and a photo) and an anonymous caller call every owned or role-bound endpoint
// with a valid body, on their own object and on every other account's; only the cells the policy
// allows may succeed, and no answer to anyone but the owner carries a price.
import { mp4, png } from "../../apps/api/test/media-fixtures";
import { freshEmail } from "@lineup/test-kit";
import { accountWithObjects, createBody, ROLES, type Account } from "../support/accounts";
import { idsOf, matches, POLICY, PUBLIC, type Caller, type Rule } from "../support/access-policy";
import { ApiClient, contractProblems, randomIp, type RequestOptions } from "../support/api-client";
import type { ResilienceCheck } from "../support/check";
import { label, loadEndpoints, urlOf, type Endpoint } from "../support/endpoint-catalog";
import { startMailedServer } from "../support/server";

const PORT = 4005;
/** A well-formed id that names nothing: what a rule without an id kind is called with. */
const NOBODYS_ID = "00000000-0000-4000-8000-000000000000";

async function bodyFor(endpoint: Endpoint, client: ApiClient): Promise<RequestOptions> {
  const file = async (field: string, video = false) => {
    const form = new FormData();
    const bytes = video ? mp4() : await png();
    form.append(field, new Blob([bytes], { type: video ? "video/mp4" : "image/png" }), "f");
    return { body: form };
  };
  const path = endpoint.path;
  if (path.includes("update-avatar")) return file("file");
  if (path.includes("update-photos")) return file("files");
  if (path.includes("update-videos")) return file("files", true);
  if (path.includes("/athlete/update/")) return { json: { socials: {} } };
  if (/(business|individual)\/update/.test(path)) return { json: { bio: "Updated." } };
  const create = /^\/api\/profile\/(athlete|business|individual)\/create$/.exec(path);
  if (create) return { json: await createBody(client, create[1] as "athlete") };
  if (path === "/api/service/add") return { json: { name: "Clinic", price: 75 } };
  if (path.startsWith("/api/invite/athlete/")) return { json: {} };
  if (path === "/api/representation" && endpoint.method === "POST") {
    return { json: { agentEmail: freshEmail("named-agent") } };
  }
  // Offers: valid bodies, so only who calls decides the answer (decision 0084).
  if (path === "/api/offers" && endpoint.method === "POST") {
    return {
      json: { athleteId: NOBODYS_ID, serviceId: NOBODYS_ID, amount: 100, message: "An offer." },
    };
  }
  if (path === "/api/offers/{id}/actions") return { json: { action: "withdraw" } };
  if (path === "/api/offers/{id}/messages" && endpoint.method === "POST") {
    return { json: { body: "Hello." } };
  }
  // Settings that need the password get a wrong one: the matrix expects them refused to all.
  const wrongPassword = "Not-The-Password-1";
  if (path === "/api/account/password") {
    return { json: { currentPassword: wrongPassword, password: "Copper-Lantern-Meadow-71" } };
  }
  if (path === "/api/account/email-change") {
    return { json: { email: freshEmail("moved"), password: wrongPassword } };
  }
  if (path === "/api/account" && endpoint.method === "DELETE") {
    return { json: { password: wrongPassword } };
  }
  if (endpoint.method === "GET" || endpoint.method === "DELETE") return {};
  return { json: {} };
}

export const check: ResilienceCheck = {
  name: "access",
  async run(ctx) {
    const { sink, server, stop } = await startMailedServer({ port: PORT });
    const breaches: string[] = [];
    const refusedOwn: string[] = [];
    const priceLeaks: string[] = [];
    let cells = 0;
    try {
      const accounts: Account[] = [];
      for (const role of ROLES) {
        for (let i = 0; i < 2; i++) {
          accounts.push(await accountWithObjects(server.base, sink, role, randomIp));
        }
      }
      const anonymous = {
        role: "anonymous" as Caller,
        client: new ApiClient(server.base, randomIp),
      };
      const callers = [...accounts, anonymous];
      const endpoints = await loadEndpoints(server.base);
      const unknown = endpoints.filter(
        (e) => !POLICY[label(e)] && !PUBLIC.some((p) => p.test(label(e))),
      );
      const call = async (
        endpoint: Endpoint,
        rule: Rule,
        caller: (typeof callers)[number],
        own: boolean,
        id?: string,
      ) => {
        const email = freshEmail("invitee");
        const options = await bodyFor(endpoint, caller.client);
        if (endpoint.path.startsWith("/api/invite/athlete/")) options.json = { email };
        const url = urlOf(endpoint, { id: id ?? NOBODYS_ID, email });
        const response = await caller.client.request(endpoint.method, url, options);
        cells++;
        const expected = rule.expect(caller.role, own);
        const cell = `${caller.role} ${own ? "own" : "other"} ${label(endpoint)}`;
        if (!matches(expected, response.status)) {
          const list = expected === "denied" ? breaches : refusedOwn;
          list.push(`${cell}: ${response.status}, expected ${expected}`);
        }
        for (const problem of contractProblems(response)) breaches.push(`${cell}: ${problem}`);
        if (!own && /"price"/.test(response.text)) priceLeaks.push(cell);
      };
      for (const pass of ["other", "own"] as const) {
        for (const endpoint of endpoints) {
          const rule = POLICY[label(endpoint)];
          if (!rule) continue;
          for (const caller of callers) {
            if (!rule.idKind) {
              if (pass === "own") await call(endpoint, rule, caller, true);
              continue;
            }
            const mine = caller.role === "anonymous" ? [] : idsOf(caller as Account, rule.idKind);
            if (pass === "own") {
              for (const id of mine) await call(endpoint, rule, caller, true, id);
              continue;
            }
            const others = accounts
              .filter((a) => a !== caller)
              .flatMap((a) => idsOf(a, rule.idKind!));
            for (const id of others) await call(endpoint, rule, caller, false, id);
          }
        }
      }
      // Prices: every account's view of every profile but its own.
      for (const caller of callers) {
        for (const account of accounts) {
          if (account === caller || !account.profileId) continue;
          const response = await caller.client.get(`/api/profile/private/${account.profileId}`);
          cells++;
          if (/"price"/.test(response.text))
            priceLeaks.push(`${caller.role} reads ${account.role}`);
        }
      }
      for (const line of [...breaches, ...refusedOwn, ...priceLeaks]) ctx.log(`access: ${line}`);
      return [
        {
          check: "access: forbidden cells refused",
          figure: `${breaches.length} breaches in ${cells} calls`,
          pass: breaches.length === 0 && unknown.length === 0,
          note: unknown.length
            ? `no policy for ${unknown.map(label).join(", ")}`
            : breaches.slice(0, 3).join(" | ") || "5 callers × every owned endpoint × own/other",
        },
        {
          check: "access: allowed cells succeed",
          figure: `${refusedOwn.length} refused`,
          pass: refusedOwn.length === 0,
          note: refusedOwn.slice(0, 3).join(" | ") || undefined,
        },
        {
          check: "access: prices only to their owner",
          figure: `${priceLeaks.length} leaks`,
          pass: priceLeaks.length === 0,
          note: priceLeaks.slice(0, 3).join(" | ") || undefined,
        },
      ];
    } finally {
      await stop();
    }
  },
};
