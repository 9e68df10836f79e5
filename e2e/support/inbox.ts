import { linkIn, type Mailbox, type ReceivedMail } from "@lineup/test-kit";
import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "./e2e-env";
import { readMails } from "./mail-dir";

export { freshEmail } from "@lineup/test-kit";

/** Waits until the n-th e-mail to that address has arrived at the test SMTP server. */
export async function waitForMail(to: string, n = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => readMails(E2E_MAIL_DIR, to).length, {
      message: `e-mail #${n} to ${to}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(n);
  return readMails(E2E_MAIL_DIR, to)[n - 1]!;
}

/** The journeys' view of global setup's inbox, for the test kit's account creation. */
export const mailbox: Mailbox = {
  to: (address) => readMails(E2E_MAIL_DIR, address),
  nth: waitForMail,
};

/** The app link in an e-mail, as a path the browser can open against the test server. */
export function appLinkIn(mail: ReceivedMail): string {
  return linkIn(mail, E2E_BASE_URL).href.slice(E2E_BASE_URL.length);
}
