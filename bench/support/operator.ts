// The bench's operator on a target: the address OPERATOR_EMAILS names for the server's port
// (servers.ts), its e-mailed invitation accepted, TOTP enrolled, then signed in with a code
// (decision 0079), as a client of its own address.
import { TEST_PASSWORD, tokenFromMail, totpCode, type MailInbox } from "@lineup/test-kit";
import { expectStatus } from "./accounts";
import { Client, freshIp } from "./http";

/** One operator address per server port, so the two databases' invitations never mix. */
export const operatorEmail = (port: number): string => `bench.operator.${port}@example.com`;

/** The console's session: the invitation's link, a password and name, TOTP, a sign-in and a code. */
export async function signedInOperator(
  base: string,
  sink: MailInbox,
  email: string,
): Promise<Client> {
  const token = await tokenFromMail(sink, base, email, 1);
  const first = new Client(base, freshIp());
  const accepted = await first.send("POST", "/api/operator/invitations/accept", {
    json: { token, password: TEST_PASSWORD, firstName: "Olivia", lastName: "Operator" },
  });
  expectStatus(accepted, 200, "operator invitation accept");
  const setup = await first.send("POST", "/api/auth/totp/setup", { json: {} });
  expectStatus(setup, 200, "totp setup");
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  const enabled = await first.send("POST", "/api/auth/totp/enable", {
    json: { code: totpCode(secret) },
  });
  expectStatus(enabled, 200, "totp enable");
  // A code is good once: the sign-in proves one of the next 30 s step.
  const operator = new Client(base, freshIp());
  expectStatus(
    await operator.send("POST", "/api/auth/local/signIn", {
      json: { email, password: TEST_PASSWORD },
    }),
    200,
    "operator sign-in",
  );
  const verified = await operator.send("POST", "/api/auth/totp/verify", {
    json: { code: totpCode(secret, new Date(Date.now() + 30_000)) },
  });
  expectStatus(verified, 200, "totp verify");
  return operator;
}
