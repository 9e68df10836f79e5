import { expect, type Page } from "@playwright/test";

/** Opens the header menu where it is folded away (phones); a no-op where links show inline. */
export async function openSignUpMenu(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  }
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}
