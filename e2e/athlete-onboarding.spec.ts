import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { fillJoinForm } from "./support/accounts";
import { addService, fillGetStarted, mp4, realPng } from "./support/athlete-onboarding";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

test("an athlete goes from sign-up through every onboarding screen, with real uploads, to registration success", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = freshEmail("athlete-flow");
  await page.goto(ROUTES.athleteJoin);
  await fillJoinForm(page, "athlete", email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await page.goto(appLinkIn(await waitForMail(email)));

  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  const confirmed = page.getByRole("dialog", { name: MESSAGES.confirmedTitle });
  await confirmed.getByRole("button", { name: "Continue" }).click();
  await expect(confirmed).toBeHidden();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(MESSAGES.selectSport)).toBeVisible();
  await fillGetStarted(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(ROUTES.athleteAddSocials);
  await page.getByLabel("Instagram").fill("https://x.com/not-instagram");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter a valid Instagram link")).toBeVisible();
  await page.getByLabel("Instagram").fill("https://instagram.com/jordan.hoops");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(ROUTES.athleteCreateProfile);
  await page
    .getByLabel("Choose a profile photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await realPng() });
  await page
    .getByLabel("Add photos")
    .setInputFiles({ name: "court.png", mimeType: "image/png", buffer: await realPng() });
  await page
    .getByLabel("Add videos")
    .setInputFiles({ name: "highlights.mp4", mimeType: "video/mp4", buffer: mp4() });
  await page.getByLabel("Bio").fill("Point guard from Austin who runs summer shooting clinics.");
  await addService(page, "Shooting clinic", "120");
  await addService(page, "Camp appearance", "300");
  await expect(page.getByRole("list", { name: "Your services" }).getByRole("listitem")).toHaveCount(
    2,
  );
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(ROUTES.registrationSuccess);
  await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeVisible();
  expect((await waitForMail(email, 2)).subject).toBe("Congratulations, you are on the Lineup!");
});
