import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { confirmedAccount, fillJoinForm, logIn } from "./support/accounts";
import { addService, fillGetStarted } from "./support/athlete-onboarding";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

test("an agent invites an athlete, who joins through the e-mail with the agent locked in", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const agentEmail = await confirmedAccount(request, "agent");
  await logIn(page, agentEmail);
  await expect(page).toHaveURL(ROUTES.agentFindAthlete);

  // A refused invite: 'Ups...' with 'Try Again', which gives focus back to the field.
  const field = page.getByLabel("Athlete's e-mail");
  await field.fill(agentEmail);
  await page.getByRole("button", { name: "Send invite" }).click();
  const refused = page.getByRole("dialog", { name: MESSAGES.inviteFailedTitle });
  await expect(refused).toContainText("You cannot invite yourself.");
  await refused.getByRole("button", { name: "Try Again" }).click();
  await expect(refused).toBeHidden();
  await expect(field).toBeFocused();

  const athleteEmail = freshEmail("invited-athlete");
  await field.fill(athleteEmail);
  await page.getByRole("button", { name: "Send invite" }).click();
  const sent = page.getByRole("dialog");
  await expect(sent).toContainText(MESSAGES.inviteSentTitle);
  await expect(sent).toContainText(MESSAGES.inviteSentText);
  await sent.getByRole("button").first().click();
  const list = page.getByRole("list", { name: "Invitations sent" });
  await expect(list).toContainText(athleteEmail);
  await expect(list).toContainText(/sent/i);

  // The athlete, in their own browser, follows the invitation.
  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await athlete.goto(appLinkIn(await waitForMail(athleteEmail)));
  await expect(athlete).toHaveURL(new RegExp(ROUTES.athleteJoin));
  await fillJoinForm(athlete, "athlete", athleteEmail);
  await athlete.getByRole("button", { name: "Create account" }).click();
  // The invitation went to this address, so following it proved the address: no "check your
  // e-mail" step, straight on to get-started, signed in (docs/decisions/0077).
  await expect(athlete).toHaveURL(ROUTES.athleteGetStarted);
  await expect(athlete.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(athlete.getByRole("dialog", { name: MESSAGES.confirmedTitle })).toHaveCount(0);
  await expect(athlete.getByLabel("Agent's e-mail")).toHaveValue(agentEmail);
  await expect(athlete.getByRole("switch", { name: "Do you have an agent?" })).toBeDisabled();
  await fillGetStarted(athlete);
  await athlete.getByRole("button", { name: "Continue" }).click();
  await athlete.getByRole("button", { name: "Skip" }).click();
  await athlete.getByLabel("Bio").fill("Sprinter and relay anchor.");
  await addService(athlete, "Track clinic", "60");
  await athlete.getByRole("button", { name: "Save" }).click();
  await expect(athlete.getByRole("heading", { name: MESSAGES.registrationSuccess })).toBeVisible();
  await athleteContext.close();
  // The second e-mail is the congratulations: no confirmation link was ever sent.
  const mails = [await waitForMail(athleteEmail, 1), await waitForMail(athleteEmail, 2)];
  expect(mails.map((mail) => mail.subject)).not.toContain("Confirm your email for Lineup");

  await page.reload();
  await expect(page.getByRole("list", { name: "Invitations sent" })).toContainText(/joined/i);
  await expect(page.getByRole("list", { name: "Athletes you represent" })).toContainText(
    athleteEmail,
  );
});

test("an invitation signed up through under another address still asks to confirm that address", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const agentEmail = await confirmedAccount(request, "agent");
  await logIn(page, agentEmail);
  const invited = freshEmail("invited-elsewhere");
  await page.getByLabel("Athlete's e-mail").fill(invited);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByRole("dialog")).toContainText(MESSAGES.inviteSentTitle);

  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await athlete.goto(appLinkIn(await waitForMail(invited)));
  const other = freshEmail("other-address");
  await fillJoinForm(athlete, "athlete", other);
  await athlete.getByRole("button", { name: "Create account" }).click();
  await expect(athlete.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await athlete.goto(appLinkIn(await waitForMail(other, 1)));
  await expect(athlete).toHaveURL(ROUTES.athleteGetStarted);
  await expect(athlete.getByRole("dialog", { name: MESSAGES.confirmedTitle })).toBeVisible();
  await athleteContext.close();
});

test("an athlete names an unknown agent, who signs up through the e-mail and is linked", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const athleteEmail = await confirmedAccount(request, "athlete");
  const agentEmail = freshEmail("named-agent");
  await logIn(page, athleteEmail);
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await fillGetStarted(page);
  await page.getByRole("switch", { name: "Do you have an agent?" }).click();
  await page.getByLabel("Agent's e-mail").fill(agentEmail);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.athleteAddSocials);
  await page.request.delete("/api/auth/logout");
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  const invitation = await waitForMail(agentEmail);
  await page.goto(appLinkIn(invitation));
  await expect(page).toHaveURL(new RegExp(ROUTES.agentJoin));
  await expect(page.getByText(/named you as their agent/)).toBeVisible();
  await fillJoinForm(page, "agent", agentEmail);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await page.goto(appLinkIn(await waitForMail(agentEmail, 2)));
  await expect(page).toHaveURL(ROUTES.agentFindAthlete);
  await expect(page.getByRole("list", { name: "Athletes you represent" })).toContainText(
    athleteEmail,
  );
});

test("the agent's lists arrive empty without moving what is below them", async ({
  page,
  request,
}) => {
  const agentEmail = await confirmedAccount(request, "agent");
  await logIn(page, agentEmail);
  await expect(page).toHaveURL(ROUTES.agentFindAthlete);
  const requests = page.getByRole("link", { name: "Requests" });
  const sent = page.getByRole("region", { name: "Invitations sent" });
  const athletes = page.getByRole("region", { name: "Athletes you represent" });
  await expect(athletes).toHaveAttribute("aria-busy", "false");

  // Open the screen again with both lists held back, then let them answer (empty).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const url of ["**/api/invite/sent", "**/api/profile/my"]) {
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.reload();
  await expect(
    page.getByRole("status").filter({ hasText: "Loading athletes you represent" }),
  ).toBeAttached();
  await expect(requests).toBeVisible();
  const whileLoading = (await requests.boundingBox())!.y;
  release();
  for (const list of [sent, athletes]) await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(sent).toContainText("No invitations yet.");
  await expect(athletes).toContainText("No athletes yet.");
  expect((await requests.boundingBox())!.y).toBe(whileLoading);
});
