import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test, type Page } from "@playwright/test";
import { fillJoinForm } from "./support/accounts";
import { pick, realPng } from "./support/athlete-onboarding";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

async function signUpAndConfirm(page: Page, role: "business" | "individual") {
  const email = freshEmail(role);
  await page.goto(role === "business" ? ROUTES.businessJoin : ROUTES.individualJoin);
  await fillJoinForm(page, role, email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await page.goto(appLinkIn(await waitForMail(email)));
  const confirmed = page.getByRole("dialog", { name: MESSAGES.confirmedTitle });
  await confirmed.getByRole("button", { name: "Continue" }).click();
  await expect(confirmed).toBeHidden();
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
