import { expect, test, type Page } from "@playwright/test";

/**
 * Opens the header's account menu as a person does, and answers the open menu. A person whose
 * click did not open it clicks again; so does this, only while the button says the menu is closed
 * (a second click on an open menu would close it), and it notes that it had to on the test's
 * report. CI once timed out waiting for "Log out" after a click that left the menu closed
 * (2026-12-06, account-settings on the phone project).
 */
export async function openAccountMenu(page: Page, name: string | RegExp) {
  const button = page.getByRole("banner").getByRole("button", { name });
  const menu = page.getByRole("menu");
  let clicks = 0;
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") {
      clicks += 1;
      await button.click();
    }
    await expect(menu).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  if (clicks > 1) {
    test.info().annotations.push({
      type: "account menu",
      description: `opened after ${clicks} clicks`,
    });
  }
  return menu;
}
