import { expect } from "@playwright/test";
import type { ReceivedMail } from "../../apps/api/test/smtp-sink";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "./e2e-env";
import { readMails } from "./mail-dir";

let counter = 0;
/** A fresh address per journey, so parallel journeys never read each other's mail. */
export function freshEmail(label: string): string {
  counter++;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

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

/** The app link in an e-mail, as a path the browser can open against the test server. */
export function appLinkIn(mail: ReceivedMail): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(E2E_BASE_URL));
  if (!link) throw new Error(`no app link in: ${mail.text}`);
  return link.slice(E2E_BASE_URL.length);
}
