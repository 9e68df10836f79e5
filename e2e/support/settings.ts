import { ROUTES } from "@lineup/shared";
import { expect, type Page } from "@playwright/test";
import { openAccountMenu } from "./account-menu";
import { mailbox } from "./inbox";

/** Opens Settings the way a person does: the header's account menu. */
export async function openSettings(page: Page, name: string | RegExp) {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(ROUTES.settings);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

/** The e-mail to that address with this subject, once it has arrived. */
export async function mailWithSubject(to: string, subject: string) {
  await expect
    .poll(() => (mailbox.to(to) as { subject: string }[]).some((m) => m.subject === subject), {
      message: `"${subject}" to ${to}`,
      timeout: 15_000,
    })
    .toBe(true);
  return (mailbox.to(to) as { subject: string; text: string }[]).find(
    (m) => m.subject === subject,
  )!;
}

/** A full-page picture of the screen for the people who look at every screen at 390 and 1280 px. */
export async function snapshot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
}

/** The phone project's device is 412 px wide; Settings is looked at 390 px wide (DESIGN.md). */
export async function atPhoneWidth(page: Page) {
  const size = page.viewportSize();
  if (size && size.width < 600) await page.setViewportSize({ width: 390, height: size.height });
}
