// An operator of a resilience stack: the invitation OPERATOR_EMAILS sent at start, accepted, TOTP
// enrolled, then signed in with a code of the next step (decision 0079).
import { TEST_PASSWORD, tokenFromMail, totpCode, type MailInbox } from "@lineup/test-kit";
import { CallStats, HttpClient } from "./http-client";

function expectOk(answer: { status: number; body: unknown }, what: string): void {
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

/** The console's session of the operator invited at `email`. */
export async function signedInOperator(
  base: string,
  inbox: MailInbox,
  email: string,
): Promise<HttpClient> {
  const stats = new CallStats();
  const token = await tokenFromMail(inbox, base, email, 1);
  const first = new HttpClient(base, base, "10.77.0.1", stats);
  expectOk(
    await first.call("POST", "/api/operator/invitations/accept", "operator accept", {
      token,
      password: TEST_PASSWORD,
      firstName: "Rita",
      lastName: "Resilience",
    }),
    "operator accept",
  );
  const setup = await first.call<{ data: { secret: string } }>(
    "POST",
    "/api/auth/totp/setup",
    "totp setup",
    {},
  );
  expectOk(setup, "totp setup");
  const { secret } = setup.body.data;
  expectOk(
    await first.call("POST", "/api/auth/totp/enable", "totp enable", { code: totpCode(secret) }),
    "totp enable",
  );
  const operator = new HttpClient(base, base, "10.77.0.2", stats);
  expectOk(
    await operator.call("POST", "/api/auth/local/signIn", "operator sign-in", {
      email,
      password: TEST_PASSWORD,
    }),
    "operator sign-in",
  );
  // A code is good once: the sign-in proves the next 30 s step's.
  expectOk(
    await operator.call("POST", "/api/auth/totp/verify", "totp verify", {
      code: totpCode(secret, new Date(Date.now() + 30_000)),
    }),
    "totp verify",
  );
  return operator;
}

/** The ids of the accounts at these addresses, as the operator's waiting list has them. */
export async function accountIds(
  operator: HttpClient,
  emails: readonly string[],
): Promise<string[]> {
  const wanted = new Set(emails);
  const ids: string[] = [];
  for (let page = 1; ids.length < wanted.size; page++) {
    const answer = await operator.call<{
      data: { list: { id: string; email: string }[]; total: number };
    }>("GET", `/api/operator/accounts?status=pending&pageSize=100&page=${page}`, "waiting list");
    expectOk(answer, "waiting list");
    const { list } = answer.body.data;
    ids.push(...list.filter((item) => wanted.has(item.email)).map((item) => item.id));
    if (list.length < 100) break;
  }
  return ids;
}
