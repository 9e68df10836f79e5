import { MESSAGES, ROUTES } from "@lineup/shared";
import { totpCode } from "@lineup/test-kit";
import { expect, test, type Page } from "@playwright/test";
import { finishedAthlete, logIn, PASSWORD } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { E2E_BASE_URL, E2E_OPERATOR_EMAILS } from "./support/e2e-env";
import { appLinkIn } from "./support/inbox";
import { atPhoneWidth, mailWithSubject, snapshot } from "./support/settings";

// axe is injected as a script; the app's CSP would refuse it (support/axe.ts).
test.use({ bypassCSP: true });

const STEP_MS = 30_000;
/** The code the phone shows one step ahead: accepted now, and never the one used to enrol. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + STEP_MS));

/** Finds one account on the waiting list by its address and opens it. */
async function openAccount(page: Page, email: string) {
  await page.getByLabel("Search").fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.operatorAccount}\\?id=`));
}

// Issue 22: an operator invited by OPERATOR_EMAILS admits an athlete, after one round of changes.
test(
  "an operator from OPERATOR_EMAILS enrols a second factor, asks an athlete for changes, and approves the resubmitted profile",
  { tag: "@desktop" },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const operatorEmail = E2E_OPERATOR_EMAILS[testInfo.project.name]!;
    // Both projects write to the one audit log: each operator has a name of their own.
    const surname = testInfo.project.name === "phone" ? "Okafor" : "Reyes";
    const operatorName = `Dana ${surname}`;
    const athleteEmail = await finishedAthlete(request);
    if (testInfo.project.name === "phone") await atPhoneWidth(page);
    const shot = (name: string) => snapshot(page, name, (file) => testInfo.outputPath(file));

    // The invitation e-mailed at start: a password, a name, then the authenticator.
    const invitation = await mailWithSubject(
      operatorEmail,
      "You are invited to be a Lineup operator",
    );
    await page.goto(appLinkIn(invitation as Parameters<typeof appLinkIn>[0]));
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill(surname);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create my operator account" }).click();
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
    await page.getByRole("button", { name: "I have saved them" }).click();

    // The console opens only to a sign-in with the code.
    await page.getByRole("link", { name: "Sign in to the console" }).click();
    await page.getByLabel("E-mail").fill(operatorEmail);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByLabel("Authentication code").fill(nextCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(ROUTES.operatorConsole);
    await expect(page.getByRole("heading", { level: 1, name: "Waiting list" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Athletes" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot("waiting-list");

    await openAccount(page, athleteEmail);
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Mitchell" })).toBeVisible();
    await expect(page.getByText("Tennis pro.")).toBeVisible();
    // The console shows the services the athlete offers, never their private prices.
    await expect(page.getByText("Private lesson")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("$90");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Request changes" }).check();
    await page.getByRole("button", { name: "Request changes" }).click();
    await expect(page.getByText(MESSAGES.operatorMessageRequired)).toBeVisible();
    await page.getByLabel(/Message to the person/).fill("Please add a photo of you playing.");
    await page.getByRole("button", { name: "Request changes" }).click();
    await expect(
      page.getByText("Asked for changes to Jordan Mitchell. We e-mailed them."),
    ).toBeVisible();
    await shot("account-changes-requested");

    // The athlete reads the message on their home (and by e-mail), fixes the profile, resubmits.
    await mailWithSubject(athleteEmail, "Please update your Lineup profile");
    const athleteContext = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: page.viewportSize(),
    });
    const athlete = await athleteContext.newPage();
    await logIn(athlete, athleteEmail);
    await expect(athlete).toHaveURL(ROUTES.myHome);
    await expect(
      athlete.getByRole("heading", { name: "We need a few changes to your profile" }),
    ).toBeVisible();
    await expect(athlete.getByText("Please add a photo of you playing.")).toBeVisible();
    await athlete.getByRole("link", { name: "your profile", exact: true }).click();
    await athlete.getByLabel("Bio", { exact: true }).fill("Tennis pro, with photos coming.");
    await athlete.getByRole("button", { name: "Save profile" }).click();
    await expect(athlete).toHaveURL(ROUTES.myHome);
    await athlete.getByRole("button", { name: "Resubmit for review" }).click();
    await expect(athlete.getByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();

    // Back on the waiting list, the operator approves it.
    await page.getByRole("link", { name: "Back to the waiting list" }).click();
    await openAccount(page, athleteEmail);
    await expect(page.getByText("Tennis pro, with photos coming.")).toBeVisible();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Approved Jordan Mitchell. We e-mailed them.")).toBeVisible();

    const welcome = await mailWithSubject(athleteEmail, "You can start working on Lineup");
    expect(welcome.text).toContain(`${E2E_BASE_URL}${ROUTES.login}`);
    await athlete.reload();
    await expect(athlete.getByRole("heading", { name: "You're approved" })).toBeVisible();
    await athleteContext.close();

    // Every decision is on the audit log.
    await page.getByRole("link", { name: "Audit log" }).click();
    const log = page.getByRole("listitem");
    await expect(log.filter({ hasText: `${operatorName} approved Jordan Mitchell` })).toHaveCount(
      1,
    );
    await expect(
      log.filter({ hasText: `${operatorName} requested changes from Jordan Mitchell` }),
    ).toContainText("Please add a photo of you playing.");
    expect(await axeViolations(page)).toEqual([]);
    await shot("audit-log");
  },
);
