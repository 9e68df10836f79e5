import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { confirmedAccount, landingOf, logIn, PASSWORD } from "./support/accounts";
import { appLinkIn, waitForMail } from "./support/inbox";

test("a person resets a forgotten password through the e-mail and logs in with the new one", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "individual");
  await page.goto(ROUTES.login);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send a Link" }).click();
  await expect(page.getByText(MESSAGES.enterEmail)).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send a Link" }).click();
  await expect(page).toHaveURL(new RegExp(ROUTES.passwordRecoveryEmail));
  await expect(page.getByRole("button", { name: /Resend/ })).toBeDisabled();

  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe("Reset your Lineup password");
  const link = appLinkIn(mail);
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("Brand-New-Harbor-77");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Brand-New-Harbor-7");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel("Confirm Password", { exact: true }).fill("Brand-New-Harbor-77");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(ROUTES.home);

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("dialog")).toContainText(MESSAGES.invalidCredentials);
  await logIn(page, email, "Brand-New-Harbor-77");
  await expect(page).toHaveURL(landingOf("individual"));

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("Another-New-Harbor-78");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Another-New-Harbor-78");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("dialog")).toContainText(MESSAGES.invalidResetLink);
});
