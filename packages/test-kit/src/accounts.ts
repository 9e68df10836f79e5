// Accounts made over HTTP the way people make them: sign up, follow the link in the e-mail that
// arrives, and sign in. Each harness brings its own way of sending a request as one person (a
// Playwright request context, a client with its own IP and cookies, app.inject) as `post`.
import type { LocalSignUpBody } from "@lineup/shared";
import { linkIn, type ReceivedMail } from "./mail-inbox";
import { TEST_PASSWORD } from "./sign-up";

export interface Answer {
  status: number;
  text: string;
}

/** POSTs a JSON body as this person (their cookies, their address) and gives the answer. */
export type Post<A extends Answer = Answer> = (path: string, body: unknown) => Promise<A>;

/** Where the app's e-mails arrive: a MailInbox, or e2e's view of the one in its global setup. */
export interface Mailbox {
  to(address: string): readonly unknown[];
  nth(address: string, n: number): Promise<Pick<ReceivedMail, "text">>;
}

export const AUTH_PATHS = {
  signUp: "/api/auth/local/signUp",
  confirmEmail: "/api/auth/confirm-email",
  signIn: "/api/auth/local/signIn",
} as const;

export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
}

/** The n-th e-mail to the address, or an error that says which one never came. */
export async function mailOrFail(
  mailbox: Mailbox,
  address: string,
  n: number,
  timeoutMs = 20_000,
): Promise<Pick<ReceivedMail, "text">> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`e-mail ${n} to ${address}: none within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([mailbox.nth(address, n), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The `param` of the app link in the n-th e-mail to that address (`appUrl`: the app's APP_URL). */
export async function tokenFromMail(
  mailbox: Mailbox,
  appUrl: string,
  address: string,
  n: number,
  param = "token",
): Promise<string> {
  const link = linkIn(await mailOrFail(mailbox, address, n), appUrl);
  const value = link.searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${link.href}`);
  return value;
}

/**
 * Signs up with `body` and confirms through the link of the e-mail that follows; the answer to the
 * confirmation carries the new session. The e-mail is the next one to that address (an invitation
 * may have come before).
 */
export async function signUpAndConfirm<A extends Answer>(
  post: Post<A>,
  mailbox: Mailbox,
  appUrl: string,
  body: LocalSignUpBody,
): Promise<{ email: string; confirmed: A }> {
  const email = body.email.toLowerCase();
  const next = mailbox.to(email).length + 1;
  expectStatus(await post(AUTH_PATHS.signUp, body), 201, "sign-up");
  const token = await tokenFromMail(mailbox, appUrl, email, next);
  const confirmed = await post(AUTH_PATHS.confirmEmail, { token });
  expectStatus(confirmed, 200, "confirm-email");
  return { email, confirmed };
}

/** Signs in with e-mail and password; the answer carries the session. */
export async function signIn<A extends Answer>(
  post: Post<A>,
  email: string,
  password = TEST_PASSWORD,
): Promise<A> {
  const answer = await post(AUTH_PATHS.signIn, { email, password });
  expectStatus(answer, 200, "sign-in");
  return answer;
}
