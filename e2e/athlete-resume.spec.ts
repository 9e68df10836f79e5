import { ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { confirmedAccount, logIn } from "./support/accounts";
import { fillGetStarted } from "./support/athlete-onboarding";

test("an athlete who reloads mid-flow, or logs in again later, resumes at the first unfinished step", async ({
  page,
  request,
}) => {
  // Three screens, a reload and a second sign-in: longer than the default on a busy machine.
  test.setTimeout(60_000);
  const email = await confirmedAccount(request, "athlete");
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await fillGetStarted(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.athleteAddSocials);

  // A reload, even with the browser's storage gone, stays on the unfinished step.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page).toHaveURL(ROUTES.athleteAddSocials);
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(ROUTES.athleteCreateProfile);

  // Signing out and in again resumes at create-profile, not at registration success.
  await page.request.delete("/api/auth/logout");
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.athleteCreateProfile);
  // And going back to get-started forwards there too.
  await page.goto(ROUTES.athleteGetStarted);
  await expect(page).toHaveURL(ROUTES.athleteCreateProfile);
});
