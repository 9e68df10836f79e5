import { MESSAGES, ROUTES, type UserRole } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { confirmedAccount, finishedAthlete, landingOf, logIn, PASSWORD } from "./support/accounts";
import { freshEmail } from "./support/inbox";

const cases: UserRole[] = ["athlete", "individual", "business", "agent"];
for (const role of cases) {
  test(`a ${role} without a profile logs in and is sent to ${landingOf(role)}`, async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, role);
    await logIn(page, email);
    await expect(page).toHaveURL(landingOf(role));
  });
}

test("a wrong password and an unknown address read the same, in a dialog", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "athlete");
  await logIn(page, email, `${PASSWORD}-wrong`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(MESSAGES.invalidCredentials);
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog).toBeHidden();

  await logIn(page, freshEmail("nobody"), PASSWORD);
  await expect(page.getByRole("dialog")).toContainText(MESSAGES.invalidCredentials);
  await expect(page).toHaveURL(ROUTES.login);
});

test("an unconfirmed account is told to confirm and can ask for a new link", async ({ page }) => {
  const email = freshEmail("unconfirmed");
  await page.request.post("/api/auth/local/signUp", {
    data: {
      email,
      password: PASSWORD,
      personalInfo: { firstName: "Jordan", lastName: "Mitchell" },
      profileType: "Individual",
    },
  });
  await logIn(page, email);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(MESSAGES.emailNotConfirmed);
  await dialog.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
});

// Departure from spec §2 "Login" (docs/decisions/0067): a finished profile goes home, and stays
// signed in, instead of registration success.
test("an athlete whose profile is complete logs in to /home and stays signed in", async ({
  page,
  request,
}) => {
  const email = await finishedAthlete(request);
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(page.getByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
  await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeHidden();
  expect((await page.request.get("/api/profile/my")).status()).toBe(200);
});
