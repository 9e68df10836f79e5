import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { confirmedAccount, logIn } from "./support/accounts";

// The lookup fields' Ariakit combobox is not part of a screen's first load (decision 0071): a
// plain input stands in until it arrives. Here its module is held back until the person has
// started typing, as on a slow network, and the swap must not lose the text, the focus, or
// count as leaving the field (which would show the field's error early).
test("a lookup field typed into before its combobox arrives keeps the text and focus, then lists and picks", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "athlete");
  let letIn: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letIn = resolve;
  });
  await page.route(/\/live-lookup-control-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.athleteGetStarted}$`));
  const sport = page.getByRole("combobox", { name: "Sport" });
  await sport.click();
  await page.keyboard.type("Bas");
  await expect(sport).toHaveValue("Bas");
  await expect(sport).toHaveAttribute("aria-expanded", "false");

  letIn();
  const list = page.getByRole("listbox", { name: "Sport" });
  await expect(list).toBeVisible();
  await expect(sport).toBeFocused();
  await expect(sport).toHaveValue("Bas");
  await expect(page.getByText(MESSAGES.selectSport)).toBeHidden();

  await page.keyboard.type("ket");
  await expect(list).not.toHaveAttribute("aria-busy");
  await list.getByRole("option", { name: "Basketball" }).click();
  await expect(sport).toHaveValue("Basketball");
  await expect(page.getByText(MESSAGES.selectSport)).toBeHidden();
});
