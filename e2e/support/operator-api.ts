import { linkIn, signIn, totpCode } from "@lineup/test-kit";
import { expect, request as requests, type APIRequestContext } from "@playwright/test";
import { PASSWORD, postWith } from "./accounts";
import { E2E_BASE_URL } from "./e2e-env";
import { mailWithSubject } from "./settings";

/**
 * A journey's own operator, through the API as the operator journey does it in the browser: the
 * invitation OPERATOR_EMAILS sent at start, a password, TOTP turned on, then a sign-in with a code
 * of a later step (the console opens only to such a session, decision 0079).
 */
export async function operatorApi(email: string): Promise<APIRequestContext> {
  const invitation = await mailWithSubject(email, "You are invited to be a Lineup operator");
  const token = linkIn(invitation, E2E_BASE_URL).searchParams.get("token");
  const first = await requests.newContext({ baseURL: E2E_BASE_URL });
  const accepted = await first.post("/api/operator/invitations/accept", {
    data: { token, password: PASSWORD, firstName: "Sasha", lastName: "Operator" },
  });
  expect(accepted.status()).toBe(200);
  const setup = await first.post("/api/auth/totp/setup", { data: {} });
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  expect(
    (await first.post("/api/auth/totp/enable", { data: { code: totpCode(secret) } })).ok(),
  ).toBe(true);
  await first.dispose();
  const api = await requests.newContext({ baseURL: E2E_BASE_URL });
  await signIn(postWith(api), email);
  const verified = await api.post("/api/auth/totp/verify", {
    data: { code: totpCode(secret, new Date(Date.now() + 30_000)) },
  });
  expect(verified.ok()).toBe(true);
  return api;
}

/** Approves the account of that address from the operator's session. */
export async function approve(operator: APIRequestContext, email: string) {
  const found = await operator.get(
    `/api/operator/accounts?status=pending&q=${encodeURIComponent(email)}`,
  );
  const { list } = ((await found.json()) as { data: { list: { id: string; email: string }[] } })
    .data;
  const account = list.find((item) => item.email === email);
  expect(account, email).toBeDefined();
  const decided = await operator.post(`/api/operator/accounts/${account!.id}/decision`, {
    data: { decision: "approve" },
  });
  expect(decided.ok()).toBe(true);
}
