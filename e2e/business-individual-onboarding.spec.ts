import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test, type Page } from "@playwright/test";
import { joinThroughScreen } from "./support/accounts";
import { pick, realPng } from "./support/athlete-onboarding";
import { freshEmail } from "./support/inbox";

async function signUpAndConfirm(page: Page, role: "business" | "individual") {
  const email = freshEmail(role);
  await joinThroughScreen(page, role, email);
  return email;
}

async function finishProfile(page: Page, bio: string) {
  await page
    .getByLabel("Choose a profile photo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await realPng() });
  await page.getByLabel("Bio").fill(bio);
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(ROUTES.registrationSuccess);
  await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeVisible();
}

test("a business goes from sign-up to registration success", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, "business");
  await expect(page).toHaveURL(ROUTES.businessGetStarted);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(MESSAGES.selectBusinessType)).toBeVisible();
  await expect(page.getByText(MESSAGES.selectGoals)).toBeVisible();
  await pick(page, "Business type", "Sport", "Sporting Goods Retail");
  await page.getByLabel("Website").fill("summit-sports.example.com");
  await pick(page, "Location", "Denver", "Denver, CO");
  await pick(page, /Marketing tactics/, "Brand", "Brand Ambassador");
  await pick(page, /Goals/, "Drive", "Drive Sales");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.businessCreateProfile);
  await finishProfile(page, "Outdoor gear for teams across Colorado.");
});

test("an individual goes from sign-up to registration success", async ({ page }) => {
  await signUpAndConfirm(page, "individual");
  await expect(page).toHaveURL(ROUTES.individualGetStarted);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(MESSAGES.selectLocation)).toBeVisible();
  await pick(page, "Location", "Denver", "Denver, CO");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.individualCreateProfile);
  await finishProfile(page, "Parent of two young tennis players.");
});
