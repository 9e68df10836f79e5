// Confirmed athlete accounts made the way people make them: sign-up, the e-mailed link, confirm
// (the test kit's account creation, over the bench's client with its own source address).
import { freshEmail, signUpAndConfirm, signUpBody, type MailInbox } from "@lineup/test-kit";
import { Client, freshIp } from "./http";

export { expectStatus } from "@lineup/test-kit";

/** Times each call by name, so a journey reports p99 per call. */
export type Timer = <T>(name: string, call: () => Promise<T>) => Promise<T>;
export const untimed: Timer = (_name, call) => call();

const CALL_NAMES: Record<string, string> = {
  "/api/auth/local/signUp": "sign-up",
  "/api/auth/confirm-email": "confirm-email",
};

/** Signs up and confirms from its own address; returns the signed-in client and its e-mail. */
export async function confirmedAthlete(
  base: string,
  inbox: MailInbox,
  time: Timer = untimed,
): Promise<{ client: Client; email: string }> {
  const client = new Client(base, freshIp());
  const { email } = await signUpAndConfirm(
    (path, json) => time(CALL_NAMES[path] ?? path, () => client.send("POST", path, { json })),
    inbox,
    base,
    signUpBody("athlete", freshEmail("bench")),
  );
  return { client, email };
}
