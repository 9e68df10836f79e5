import { ROUTES } from "@lineup/shared";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";

// The privacy policy and the terms (issue 21): reached from the join form's box without losing
// the form, and from the footer of every screen; readable at 390 px and 1280 px, axe-clean.
test.use({ bypassCSP: true });

const SPEC_CHECKBOX = "I have read and agree to the Lineup Privacy Policy.";

/** The phone project runs at the narrowest screen the design serves: 390 px. */
async function atDesignWidth(page: Page) {
  const width = page.viewportSize()!.width;
  if (width < 1000) await page.setViewportSize({ width: 390, height: 844 });
}

/** Readable: nothing wider than the screen, one h1, and the text itself visible. */
async function expectReadable(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
}

test("the join form's 'Privacy Policy' opens the policy in a new tab, and the form keeps what was typed", async ({
  page,
  context,
}) => {
  await atDesignWidth(page);
  await page.goto(ROUTES.athleteJoin);
  await page.getByLabel("First name").fill("Kim");
  await page.getByLabel("E-mail").fill("kim@club.com");
  const box = page.getByRole("checkbox", { name: SPEC_CHECKBOX });

  const [policy] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Privacy Policy" }).first().click(),
  ]);
  await policy.waitForLoadState();
  await atDesignWidth(policy);
  await expect(policy).toHaveURL(ROUTES.privacy);
  await expectReadable(policy, "Privacy Policy");
  await expect(policy.getByRole("heading", { level: 2, name: "Who sees what" })).toBeVisible();
  // Opened on its own, the way back leads into Lineup.
  await policy.getByRole("link", { name: "Go to Lineup" }).first().click();
  await expect(policy).toHaveURL(ROUTES.home);
  await policy.close();

  // The join form is as it was: same screen, same answers, the box untouched by the link.
  await expect(page).toHaveURL(ROUTES.athleteJoin);
  await expect(page.getByLabel("First name")).toHaveValue("Kim");
  await expect(page.getByLabel("E-mail")).toHaveValue("kim@club.com");
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
});

test(
  "the footer leads to the terms and the privacy policy, and Back returns to the screen",
  { tag: "@desktop" },
  async ({ page }) => {
    await atDesignWidth(page);
    await page.goto(ROUTES.login);
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });

    await legal.getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(ROUTES.terms);
    await expectReadable(page, "Terms of Use");
    await page.getByRole("link", { name: "Back", exact: false }).first().click();
    await expect(page).toHaveURL(ROUTES.login);

    await legal.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(ROUTES.privacy);
    await expectReadable(page, "Privacy Policy");
    // The contents list reaches each section, and the page links the terms.
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Contact us" })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: "Contact us" })).toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(ROUTES.terms);
  },
);
