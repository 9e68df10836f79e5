import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { landingOf } from "./support/accounts";
import { addService, fillGetStarted } from "./support/athlete-onboarding";
import { freshEmail } from "./support/inbox";
import { nextOAuthUser } from "./support/oauth-control";

// Each journey tells the shared local OAuth server who signs in next: one at a time.
test.describe.configure({ mode: "serial" });

test("a business signs up with Google and later logs in with Google", async ({ page }) => {
  const email = freshEmail("google-biz");
  await nextOAuthUser({
    sub: `sub-${email}`,
    email,
    email_verified: true,
    given_name: "Riley",
    family_name: "Stone",
  });
  await page.goto(ROUTES.signUp);
  await page.getByRole("radio", { name: /^Business/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue with Google" }).click();

  // Back from the provider on the business join page, without password fields.
  await expect(page).toHaveURL(new RegExp(`${ROUTES.businessJoin}\\?`));
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await page.getByLabel("Business name").fill("Stone Supply");
  await page.getByLabel("I have read and agree to the Lineup Privacy Policy.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(landingOf("business"));

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await nextOAuthUser({ sub: `sub-${email}`, email, email_verified: true });
  await page.goto(ROUTES.login);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(landingOf("business"));
});

test("an athlete whose Facebook shares no e-mail types one and confirms it", async ({ page }) => {
  await nextOAuthUser({ id: `fb-${Date.now()}`, first_name: "Casey", last_name: "Reed" });
  await page.goto(ROUTES.signUp);
  await page.getByRole("radio", { name: /^Athlete/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue with Facebook" }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.athleteJoin}\\?`));
  await expect(page.getByLabel("First name")).toHaveValue("Casey");
  const email = freshEmail("facebook");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("I have read and agree to the Lineup Privacy Policy.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
});

test("an athlete signs up with Google and completes onboarding", async ({ page }) => {
  test.setTimeout(60_000);
  const email = freshEmail("google-athlete");
  await nextOAuthUser({
    sub: `sub-${email}`,
    email,
    email_verified: true,
    given_name: "Jamie",
    family_name: "Lee",
  });
  await page.goto(ROUTES.athleteJoin);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.athleteJoin}\\?`));
  await expect(page.getByLabel("First name")).toHaveValue("Jamie");
  await page.getByLabel("I have read and agree to the Lineup Privacy Policy.").check();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await fillGetStarted(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.athleteAddSocials);
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(ROUTES.athleteCreateProfile);
  await page.getByLabel("Bio").fill("Shooting guard and summer camp coach.");
  await addService(page, "Private lesson", "80");
  await addService(page, "Camp appearance", "250");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeVisible();
});
