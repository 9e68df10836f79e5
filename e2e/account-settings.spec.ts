import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { finishedAthlete, logIn } from "./support/accounts";
import { openAccountMenu } from "./support/account-menu";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";
import { atPhoneWidth, mailWithSubject, openSettings, snapshot } from "./support/settings";

const NEW_PASSWORD = "Amber-Falcon-Ridge-93";

// Issue 21, Settings: personal details, a new password that signs out the other devices, and a new
// e-mail address that moves only when the link sent to it is opened.
test("changes personal details, the password (other devices signed out) and the e-mail (through its link)", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await atPhoneWidth(page);
  const email = await finishedAthlete(request);
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.myHome);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email);
  await expect(otherPage).toHaveURL(ROUTES.myHome);

  await openSettings(page, /Account menu for Jordan Mitchell/);
  await snapshot(page, "settings", (name) => test.info().outputPath(name));

  // Personal details.
  const details = page.getByRole("region", { name: "Personal details" });
  await details.getByLabel("First name").fill("Riley");
  await details.getByLabel(/Middle name/).fill("Quinn");
  await details.getByLabel(/Suffix/).selectOption("Jr");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText(MESSAGES.detailsSaved);
  await expect(
    page.getByRole("banner").getByRole("button", { name: /Account menu for Riley Mitchell/ }),
  ).toBeVisible();
  await page.reload();
  await expect(details.getByLabel(/Middle name/)).toHaveValue("Quinn");
  await expect(details.getByLabel(/Suffix/)).toHaveValue("Jr");

  // Password: the current one proves it is you; the other device is signed out.
  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password", { exact: true }).fill("Not-My-Password-1");
  await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText(MESSAGES.wrongPassword)).toBeVisible();
  await expect(password.getByLabel("Current password", { exact: true })).toBeFocused();
  await password.getByLabel("Current password", { exact: true }).fill("Blue-Harbor-Sprint-42");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText(MESSAGES.passwordUpdated);
  await otherPage.goto(ROUTES.settings);
  await expect(otherPage).toHaveURL(/\/auth\/login\?next=%2Fsettings$/);
  await other.close();
  await mailWithSubject(email, "Your Lineup password has changed");

  // E-mail: a link to the new address, a word to the old one.
  const next = freshEmail("settings-moved");
  const mail = page.getByRole("region", { name: "E-mail" });
  await mail.getByLabel("New e-mail").fill(next);
  await mail.getByLabel("Your password", { exact: true }).fill(NEW_PASSWORD);
  await mail.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(mail.getByRole("status")).toHaveText(MESSAGES.emailChangeSent);
  await expect(mail.getByText(/We sent a link to/)).toContainText(next);
  await snapshot(page, "settings-filled", (name) => test.info().outputPath(name));
  await mailWithSubject(email, "Your Lineup email is about to change");
  await page.goto(appLinkIn(await waitForMail(next)));
  await expect(page.getByText(/You now sign in with/)).toContainText(next);
  await snapshot(page, "confirm-email", (name) => test.info().outputPath(name));
  await page.getByRole("link", { name: "Back to Settings" }).click();
  await expect(page.getByRole("region", { name: "E-mail" })).toContainText(next);
  await mailWithSubject(email, "Your Lineup email has changed");

  // Signed out, only the new address and the new password open the account.
  const menu = await openAccountMenu(page, /Account menu for Riley/);
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(ROUTES.home);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await logIn(page, next, NEW_PASSWORD);
  await expect(page).toHaveURL(ROUTES.myHome);
});
