import { MESSAGES, ROUTES } from "@lineup/shared";
import { TEST_PASSWORD, TEST_PERSON } from "@lineup/test-kit";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { confirmedAccount, fillJoinForm, logIn } from "./support/accounts";
import { fillGetStarted } from "./support/athlete-onboarding";
import { appLinkIn, freshEmail, waitForMail } from "./support/inbox";

const AGENT_NAME = `${TEST_PERSON.firstName} ${TEST_PERSON.lastName}`;
const INVITED_HINT = "Your agent invited you to Lineup.";

/** An agent account, signed in on `request`, that invites `athleteEmail` through the API. */
async function agentInvites(request: APIRequestContext, athleteEmail: string) {
  const agentEmail = await confirmedAccount(request, "agent");
  const signedIn = await request.post("/api/auth/local/signIn", {
    data: { email: agentEmail, password: TEST_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const invited = await request.post(`/api/invite/athlete/${athleteEmail}`, {
    data: { email: athleteEmail },
  });
  expect(invited.status()).toBe(200);
  return agentEmail;
}

test("an invited athlete signs up in one browser and finds the agent question locked from the server in a fresh one", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const athleteEmail = freshEmail("invited-elsewhere");
  const agentEmail = await agentInvites(request, athleteEmail);

  // Sign-up in the first browser: the invitation e-mailed to this address proves it (0077)…
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(appLinkIn(await waitForMail(athleteEmail)));
  await fillJoinForm(page, "athlete", athleteEmail);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await first.close();

  // …get-started in another, with nothing in its storage.
  const second = await browser.newContext();
  const fresh = await second.newPage();
  await logIn(fresh, athleteEmail);
  await expect(fresh).toHaveURL(ROUTES.athleteGetStarted);
  const question = fresh.getByRole("switch", { name: "Do you have an agent?" });
  await expect(question).toBeDisabled();
  await expect(question).toBeChecked();
  await expect(fresh.getByText(INVITED_HINT)).toBeVisible();
  await expect(fresh.getByLabel("Agent's e-mail")).toHaveValue(agentEmail);
  await fillGetStarted(fresh);
  await fresh.getByRole("button", { name: "Continue" }).click();
  await expect(fresh).toHaveURL(ROUTES.athleteAddSocials);
  await second.close();

  const sent = await request.get("/api/invite/sent");
  expect(await sent.json()).toMatchObject({ data: [{ email: athleteEmail, state: "joined" }] });
  const mine = await request.get("/api/profile/my");
  expect(await mine.json()).toMatchObject({
    data: { representation: { athletes: [{ email: athleteEmail }] } },
  });
});

test("a crafted agentEmail link only suggests an agent: the question stays open and says nothing of an invitation", async ({
  page,
  request,
}) => {
  const athleteEmail = await confirmedAccount(request, "athlete");
  await page.goto(`${ROUTES.athleteJoin}?agentEmail=${encodeURIComponent("crafted@example.com")}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/invited you/)).toHaveCount(0);
  await logIn(page, athleteEmail);
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);

  const question = page.getByRole("switch", { name: "Do you have an agent?" });
  await expect(page.getByLabel("Agent's e-mail")).toHaveValue("crafted@example.com");
  await expect(question).toBeEnabled();
  await expect(page.getByText(INVITED_HINT)).toHaveCount(0);
  await question.click();
  await expect(question).not.toBeChecked();
  await expect(page.getByLabel("Agent's e-mail")).toHaveCount(0);
});

test("an agent invites an athlete who already has an account; the athlete accepts on /representation", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const athleteEmail = await confirmedAccount(request, "athlete");
  const agentEmail = await confirmedAccount(request, "agent");
  await logIn(page, agentEmail);
  await expect(page).toHaveURL(ROUTES.agentFindAthlete);
  await page.getByLabel("Athlete's e-mail").fill(athleteEmail);
  await page.getByRole("button", { name: "Send invite" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(MESSAGES.inviteSentTitle);
  await expect(dialog).toContainText(MESSAGES.inviteSentText);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Invitations sent" })).toContainText(/sent/i);

  // The athlete opens the e-mailed link signed out: login, then back to the requests.
  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  const link = appLinkIn(await waitForMail(athleteEmail, 2));
  expect(link).toBe(ROUTES.representation);
  await athlete.goto(link);
  await expect(athlete).toHaveURL(ROUTES.login);
  await athlete.getByLabel("E-mail").fill(athleteEmail);
  await athlete.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await athlete.getByRole("button", { name: "Log In" }).click();
  await expect(athlete).toHaveURL(ROUTES.representation);
  const requests = athlete.getByRole("list", { name: "Requests for you" });
  await expect(requests).toContainText(AGENT_NAME);
  // No e-mail of the agent before the athlete accepts.
  await expect(athlete.getByText(agentEmail)).toHaveCount(0);
  await requests.getByRole("button", { name: `Accept ${AGENT_NAME}` }).click();
  await expect(athlete.getByText(`You accepted ${AGENT_NAME}.`)).toBeVisible();
  await expect(athlete.getByRole("list", { name: "Your agent" })).toContainText(agentEmail);
  await athleteContext.close();

  await page.reload();
  await expect(page.getByRole("list", { name: "Invitations sent" })).toContainText(/accepted/i);
  await expect(page.getByRole("list", { name: "Athletes you represent" })).toContainText(
    athleteEmail,
  );
});
