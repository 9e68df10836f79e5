import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { joinThroughScreen } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { freshEmail } from "./support/inbox";

// The widgets moved to native elements (docs/decisions/0059) keep their keyboard use and pass
// axe: the radios, the switch, the <select>s and the phone country button with its popup.
test.use({ bypassCSP: true });

test(
  "the native radios, select, switch and country button work by keyboard and pass axe",
  { tag: "@desktop" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(ROUTES.signUp);
    const roles = page.getByRole("radio");
    await roles.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(roles.nth(1)).toBeChecked();
    await expect(roles.nth(1)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(ROUTES.athleteJoin);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(MESSAGES.firstNameRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("combobox", { name: /Suffix/ }).selectOption("Jr");
    await expect(page.getByRole("combobox", { name: /Suffix/ })).toHaveValue("Jr");

    const country = page.getByRole("button", { name: /^Country:/ });
    // Its flag is an image that ships with the app (decision 0075), and it arrives.
    const flag = country.locator("img");
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await country.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("combobox", { name: "Search countries" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type("germ");
    const countries = page.getByRole("listbox", { name: "Countries" });
    await expect(countries.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Country: Germany +49" })).toBeVisible();
    await expect(country.locator("img")).toHaveAttribute("src", "/flags/de.svg");
    await expect(page.getByLabel("Phone number")).toBeFocused();
    // Escape gives focus back to the button; a press outside closes too.
    await country.click();
    await expect(countries).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(countries).toBeHidden();
    await expect(country).toBeFocused();
    await country.click();
    await expect(countries).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(countries).toBeHidden();

    const email = freshEmail("native-widgets");
    await joinThroughScreen(page, "athlete", email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(MESSAGES.selectSport)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Male", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Female", exact: true })).toBeChecked();
    const agent = page.getByRole("switch", { name: "Do you have an agent?" });
    await agent.focus();
    await page.keyboard.press("Space");
    await expect(agent).toHaveAttribute("aria-checked", "true");
    await page.getByRole("combobox", { name: /Competition level/ }).selectOption("College");
    await expect(page.getByRole("combobox", { name: /^Class/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);
