import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { openAccountMenu } from "./support/account-menu";
import { fillJoinForm, logIn, PASSWORD } from "./support/accounts";
import { addService, fillGetStarted } from "./support/athlete-onboarding";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

// Issue 21 and docs/decisions/0067: the spec's flow to registration success, then a home.
test(
  "an athlete finishes registration, signs in again to /home, logs out from the header menu, and a signed-out /home goes through login and back",
  { tag: "@desktop" },
  async ({ page }) => {
    test.setTimeout(90_000);
    const email = freshEmail("home-athlete");
    await page.goto(ROUTES.athleteJoin);
    await fillJoinForm(page, "athlete", email);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
    await page.goto(appLinkIn(await waitForMail(email)));
    await page
      .getByRole("dialog", { name: MESSAGES.confirmedTitle })
      .getByRole("button", { name: "Continue" })
      .click();
    await fillGetStarted(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByLabel("Bio").fill("Point guard from Austin.");
    await addService(page, "Shooting clinic", "120");
    await page.getByRole("button", { name: "Save" }).click();

    // Up to here the spec, unchanged: registration success signs the new account off.
    await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeVisible();
    await expect.poll(async () => (await page.request.get("/api/profile/my")).status()).toBe(401);

    await logIn(page, email);
    await expect(page).toHaveURL(ROUTES.myHome);
    await expect(page.getByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
    await expect(page.getByText("What happens next")).toBeVisible();
    const preview = page.getByRole("article", { name: "Public profile preview" });
    await expect(preview).toContainText("Shooting clinic");
    await expect(preview).toContainText("Point guard from Austin.");
    await expect(page.getByRole("meter", { name: "Profile completion" })).toBeVisible();
    // The owner's price never reaches the preview (nor anywhere on the home).
    await expect(page.getByRole("main")).not.toContainText("120");
    await page.screenshot({ path: test.info().outputPath("home.png"), fullPage: true });

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Log in" })).toBeHidden();
    const menu = await openAccountMenu(page, /Account menu for Jordan Mitchell/);
    const logOut = menu.getByRole("menuitem", { name: "Log out" });
    await expect(logOut).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("header-menu.png") });
    await logOut.click();
    await expect(page).toHaveURL(ROUTES.home);
    await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
    expect((await page.request.get("/api/profile/my")).status()).toBe(401);

    await page.goto(ROUTES.myHome);
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fhome$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(ROUTES.myHome);
    await expect(page.getByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
  },
);
