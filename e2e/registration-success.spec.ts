import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { confirmedAccount, fillJoinForm, logIn } from "./support/accounts";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

test("registration success signs out, clears storage and sends the congratulation", async ({
  page,
}) => {
  // Reached as the spec's agent reaches it: join, the e-mailed link, then Finish Registration.
  const email = freshEmail("agent");
  await page.goto(ROUTES.agentJoin);
  await fillJoinForm(page, "agent", email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await page.goto(appLinkIn(await waitForMail(email)));
  await expect(page).toHaveURL(ROUTES.agentFindAthlete);
  await page
    .getByRole("dialog", { name: MESSAGES.confirmedTitle })
    .getByRole("button", { name: "Continue" })
    .click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Lineup!" });
  await welcome.getByRole("button").last().click();
  await expect(welcome).toBeHidden();
  await page.getByRole("button", { name: "Finish Registration" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeVisible();
  await expect(page.getByText(/congratulat/i).nth(1)).toBeVisible();
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe("Congratulations, you are on the Lineup!");
  await expect.poll(() => page.evaluate(() => window.localStorage.length)).toBe(0);
  const me = await page.request.get("/api/profile/my");
  expect(me.status()).toBe(401);
});

test("opened by address, registration success congratulates nobody and signs nobody off", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "agent");
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.agentFindAthlete);
  await page.goto(ROUTES.registrationSuccess);
  await expect(page.getByRole("heading", { name: MESSAGES.noRegistrationToFinish })).toBeVisible();
  await expect(page.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeHidden();
  const me = await page.request.get("/api/profile/my");
  expect(me.status()).toBe(200);
});
