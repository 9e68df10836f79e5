// Confirmed athlete accounts made the way people make them: sign-up, the e-mailed link, confirm.
import { linkIn, type SmtpSink } from "../../apps/api/test/smtp-sink";
import { Client, freshIp } from "./http";

export const PASSWORD = "Blue-Harbor-Sprint-42";

let counter = 0;
export function uniqueEmail(): string {
  counter++;
  return `bench.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function signUpBody(email: string) {
  return {
    email,
    password: PASSWORD,
    phoneNumber: "(201) 555-0123",
    personalInfo: { firstName: "Jordan", lastName: "Mitchell" },
    profileType: "Athlete",
  };
}

/** Times each call by name, so a journey reports p99 per call. */
export type Timer = <T>(name: string, call: () => Promise<T>) => Promise<T>;
export const untimed: Timer = (_name, call) => call();

export function expectStatus(
  answer: { status: number; text: string },
  status: number,
  what: string,
): void {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
}

/** Signs up and confirms from its own address; returns the signed-in client and its e-mail. */
export async function confirmedAthlete(
  base: string,
  sink: SmtpSink,
  time: Timer = untimed,
): Promise<{ client: Client; email: string }> {
  const client = new Client(base, freshIp());
  const email = uniqueEmail();
  const signUp = await time("sign-up", () =>
    client.send("POST", "/api/auth/local/signUp", { json: signUpBody(email) }),
  );
  expectStatus(signUp, 201, "sign-up");
  const mail = await sink.nth(email, 1);
  const token = linkIn(mail, base).searchParams.get("token");
  const confirmed = await time("confirm-email", () =>
    client.send("POST", "/api/auth/confirm-email", { json: { token } }),
  );
  expectStatus(confirmed, 200, "confirm-email");
  return { client, email };
}
