import { MESSAGES, ROUTES, USER_ROLES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { fillJoinForm, landingOf } from "./support/accounts";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

for (const role of USER_ROLES) {
  test(`a new ${role} signs up, follows the e-mailed link in another browser and lands on the right screen`, async ({
    page,
    browser,
  }) => {
    const email = freshEmail(role);
    await page.goto(ROUTES.signUp);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.selectRole);
    await page.getByRole("radio", { name: new RegExp(`^${role}`, "i") }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Join as");

    await fillJoinForm(page, role, email);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
    await expect(page.getByText("Spam")).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Confirm your email for Lineup");

    // Another browser: nothing in its storage says which role this is; the server does.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(appLinkIn(mail));
    await expect(other).toHaveURL(landingOf(role));
    const modal = other.getByRole("dialog", { name: MESSAGES.confirmedTitle });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(MESSAGES.confirmedText);
    await modal.getByRole("button", { name: "Continue" }).click();
    await expect(modal).toBeHidden();
    await elsewhere.close();
  });
}

test("a used or broken confirmation link explains itself and sends a new one", async ({
  page,
  request,
}) => {
  const email = freshEmail("relink");
  await page.goto(ROUTES.athleteJoin);
  await fillJoinForm(page, "athlete", email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  const link = appLinkIn(await waitForMail(email));

  // A link whose token was cut short (or already used, or expired) is refused with a way on.
  await page.goto(`${link.slice(0, -4)}`);
  await expect(page.getByText(MESSAGES.invalidConfirmationLink)).toBeVisible();
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByText(MESSAGES.enterEmail)).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("status")).toHaveText(MESSAGES.resendSent);

  const fresh = appLinkIn(await waitForMail(email, 2));
  await page.goto(fresh);
  await expect(page).toHaveURL(landingOf("athlete"));
  // Used once, the same link signs nobody in again: opened a second time it says the address is
  // confirmed and offers to log in (decision 0074).
  const token = new URL(fresh, "http://x").searchParams.get("token");
  const again = await request.post("/api/auth/confirm-email", { data: { token } });
  expect(again.status()).toBe(409);
  expect(again.headers()["set-cookie"]).toBeUndefined();
  await page.goto(fresh);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmed" })).toBeVisible();
  await expect(page.getByText(MESSAGES.emailAlreadyConfirmed)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
});

test("signing up with a taken address offers to sign in instead", async ({ page }) => {
  const email = freshEmail("taken");
  await page.goto(ROUTES.individualJoin);
  await fillJoinForm(page, "individual", email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await waitForMail(email);

  await page.goto(ROUTES.individualJoin);
  await fillJoinForm(page, "individual", email.toUpperCase());
  await page.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(MESSAGES.problemTitle);
  await expect(dialog).toContainText(MESSAGES.emailTaken);
  await dialog.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(ROUTES.login);
});
