import { ROUTES } from "@lineup/shared";
import { totpCode } from "@lineup/test-kit";
import { expect, test, type Page } from "@playwright/test";
import { confirmedAccount, landingOf, logIn } from "./support/accounts";

const STEP_MS = 30_000;

/** The code the person's phone shows one step ahead: accepted now, and never the one just used. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + STEP_MS));

async function answerWithRecoveryCode(page: Page, code: string) {
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(landingOf("athlete"));
}

test("two-step verification on /settings/security, then signing in with a code and ending other sessions", async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, four sign-ins and a second factor: a long journey, as the other long ones.
  test.setTimeout(90_000);
  const email = await confirmedAccount(request, "athlete");
  await logIn(page, email);
  await expect(page).toHaveURL(landingOf("athlete"));

  await page.goto(ROUTES.settingsSecurity);
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toBeHidden();

  await page.getByRole("button", { name: "Set up two-step verification" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(
    page.getByText("That code is not right. Please check it and try again."),
  ).toBeVisible();
  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByLabel("Code to turn it off")).toBeVisible();

  // Signed out, the password alone is not enough: the code from the "phone" is.
  await page.request.delete("/api/auth/logout");
  await page.goto(ROUTES.settingsSecurity);
  await expect(page).toHaveURL(ROUTES.login);
  await logIn(page, email);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(nextCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(landingOf("athlete"));

  // A second browser signs in with a recovery code; the first sees it and signs it out.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email);
  await answerWithRecoveryCode(otherPage, codes[0]!);

  await page.goto(ROUTES.settingsSecurity);
  const signOutOne = page.getByRole("button", { name: /^Sign out .+, last used/ });
  await expect(signOutOne).toHaveCount(1);
  await signOutOne.click();
  await expect(page.getByRole("status").filter({ hasText: /^Signed out of / })).toBeVisible();
  await expect(signOutOne).toHaveCount(0);
  await otherPage.goto(ROUTES.settingsSecurity);
  await expect(otherPage).toHaveURL(ROUTES.login);

  // Again, and this time "Sign out everywhere else".
  await logIn(otherPage, email);
  await answerWithRecoveryCode(otherPage, codes[1]!);
  await page.reload();
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("Signed out everywhere else.")).toBeVisible();
  await otherPage.goto(ROUTES.settingsSecurity);
  await expect(otherPage).toHaveURL(ROUTES.login);
  await expect(page.getByText("This device")).toBeVisible();
  await other.close();
});
