import { CONTACT_DETAILS_HIDDEN, MESSAGES, ROUTES } from "@lineup/shared";
import { signIn } from "@lineup/test-kit";
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { confirmedAccount, finishedAthlete, finishedBuyer, postWith } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { E2E_OFFERS_OPERATOR_EMAILS } from "./support/e2e-env";
import { approve, operatorApi } from "./support/operator-api";
import { atPhoneWidth, snapshot } from "./support/settings";

// axe is injected as a script; the app's CSP would refuse it (support/axe.ts).
test.use({ bypassCSP: true });

/** The athlete's profile id, read as the athlete (the public profile's address). */
async function profileIdOf(request: APIRequestContext, email: string): Promise<string> {
  await signIn(postWith(request), email);
  const my = await request.get("/api/profile/my");
  const { profile } = ((await my.json()) as { data: { profile: { id: string } } }).data;
  await request.delete("/api/auth/logout");
  return profile.id;
}

/**
 * Signs this browser in through the API on the page's own cookies (the login screen has journeys
 * of its own), from the person's own address: the browser's sign-ins share one per-IP limit.
 */
async function signedIn(page: Page, email: string): Promise<void> {
  await signIn(postWith(page.request), email);
  // Home tells the page who is signed in (signed-in-store.ts): the header's menu and
  // "Make an offer" read it, as after a sign-in on the login screen.
  await page.goto(ROUTES.myHome);
  await page.waitForFunction(() => window.localStorage.getItem("lineup-signed-in") !== null);
}

/** A second person's browser, at the same width as the project's page. */
async function secondPage(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    userAgent: testInfo.project.use.userAgent,
    bypassCSP: true,
  });
  const other = await context.newPage();
  return other;
}

const shotOf = (page: Page, testInfo: TestInfo, who: string) => (name: string) =>
  snapshot(page, `${testInfo.project.name}-${who}-${name}`, (file) => testInfo.outputPath(file));

test(
  "a business and an athlete agree on a booking without the minimum ever showing",
  { tag: "@desktop" },
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    // The athlete's one service, "Private lesson", has a private minimum of $90.
    const athleteEmail = await finishedAthlete(request);
    const businessEmail = await finishedBuyer(request, "business");
    const operator = await operatorApi(E2E_OFFERS_OPERATOR_EMAILS[testInfo.project.name]!);
    await approve(operator, athleteEmail);
    await approve(operator, businessEmail);
    const athleteId = await profileIdOf(request, athleteEmail);
    // A long business name: the header must fit it on one row at 390 px.
    await signIn(postWith(request), businessEmail);
    const renamed = await request.patch("/api/account", {
      data: { businessName: "Summit Sportswear and Outdoor Company" },
    });
    expect(renamed.ok()).toBe(true);
    await request.delete("/api/auth/logout");

    await atPhoneWidth(page);
    const athletePage = await secondPage(browser, page, testInfo);
    const businessShot = shotOf(page, testInfo, "business");
    const athleteShot = shotOf(athletePage, testInfo, "athlete");

    // The athlete waits on their own inbox.
    await signedIn(athletePage, athleteEmail);
    await athletePage.goto(ROUTES.offers);
    await expect(athletePage.getByRole("heading", { level: 1 })).toBeVisible();

    // The business offers below the minimum, and is told only to raise it.
    await signedIn(page, businessEmail);
    await page.goto(`${ROUTES.athleteProfile}?id=${athleteId}`);
    // Signed in, the header stays one row at 390 px: the business's name truncates instead.
    expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(64);
    await page.getByRole("button", { name: "Make an offer" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Service")).toBeVisible();
    await dialog.getByLabel("Amount").fill("50");
    await dialog
      .getByLabel("Message", { exact: true })
      .fill(
        "We would love a clinic for our staff. Write to coach.tacos@example.com or 512-555-0142.",
      );
    await dialog.getByRole("button", { name: "Send offer" }).click();
    await expect(dialog.getByText(MESSAGES.offerBelowMinimum)).toBeVisible();
    await expect(dialog.getByText("$90")).toHaveCount(0);
    await businessShot("below-minimum");

    // Above it, the offer is made and its page opens.
    await dialog.getByLabel("Amount").fill("120");
    await dialog.getByRole("button", { name: "Send offer" }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.offer}\\?id=`));
    await expect(page.getByText(/Waiting for .* to answer\./)).toBeVisible();

    // The athlete's inbox shows it without a reload; the contact details were masked.
    const card = athletePage.getByRole("article").filter({ hasText: "$120" }).getByRole("link");
    await expect(card).toBeVisible();
    await athleteShot("inbox");
    await card.click();
    await expect(athletePage).toHaveURL(new RegExp(`${ROUTES.offer}\\?id=`));
    await expect(athletePage.getByText(CONTACT_DETAILS_HIDDEN).first()).toBeVisible();
    await expect(athletePage.getByText("coach.tacos@example.com")).toHaveCount(0);
    await expect(athletePage.getByText("512-555-0142")).toHaveCount(0);
    expect(await axeViolations(athletePage)).toEqual([]);

    // The athlete counters; the business sees it on the open page and accepts.
    await athletePage.getByRole("button", { name: "Counter" }).click();
    const counter = athletePage.getByRole("dialog");
    await counter.getByLabel("Your amount").fill("150");
    await counter.getByLabel(/^Message/).fill("Happy to, at $150 for two hours.");
    await counter.getByRole("button", { name: "Send counter" }).click();
    await expect(
      athletePage.getByText(/Waiting for .* to answer the counter of \$150/),
    ).toBeVisible();
    await expect(page.getByText(/proposed \$150\. Accept it/)).toBeVisible();
    await businessShot("countered");
    await page.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(page.getByText(MESSAGES.offerPaymentNext)).toBeVisible();
    await expect(athletePage.getByText(MESSAGES.offerPaymentNext)).toBeVisible();

    // Both see the thread; the masked text stays masked, a message after acceptance does not.
    await page.getByLabel("Your message").fill("See you on the court!");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(athletePage.getByText("See you on the court!", { exact: true })).toBeVisible();
    await expect(page.getByText(CONTACT_DETAILS_HIDDEN).first()).toBeVisible();
    await businessShot("accepted");
    await athleteShot("accepted");
    expect(await axeViolations(page)).toEqual([]);
    for (const seen of [page, athletePage]) {
      await expect(seen.getByText("$90")).toHaveCount(0);
    }
    await athletePage.context().close();
  },
);

test("an agent accepts for the athlete they represent, and the athlete confirms", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const athleteEmail = await finishedAthlete(request);
  const businessEmail = await finishedBuyer(request, "business");
  const agentEmail = await confirmedAccount(request, "agent");
  const operator = await operatorApi(E2E_OFFERS_OPERATOR_EMAILS[`agent-${testInfo.project.name}`]!);
  await approve(operator, athleteEmail);
  await approve(operator, businessEmail);
  await approve(operator, agentEmail);
  const athleteId = await profileIdOf(request, athleteEmail);

  // The agent asks to represent the athlete, who accepts.
  await signIn(postWith(request), agentEmail);
  const invited = await request.post(`/api/invite/athlete/${encodeURIComponent(athleteEmail)}`, {
    data: { email: athleteEmail },
  });
  expect(invited.ok()).toBe(true);
  await request.delete("/api/auth/logout");
  await signIn(postWith(request), athleteEmail);
  const overview = await request.get("/api/representation");
  const { incoming } = ((await overview.json()) as { data: { incoming: { id: string }[] } }).data;
  expect(incoming).toHaveLength(1);
  expect((await request.post(`/api/representation/${incoming[0]!.id}/accept`)).ok()).toBe(true);
  await request.delete("/api/auth/logout");

  // The business offers through the API.
  await signIn(postWith(request), businessEmail);
  const profile = await request.get(`/api/athletes/${athleteId}`);
  const { services } = ((await profile.json()) as { data: { services: { id: string }[] } }).data;
  const made = await request.post("/api/offers", {
    data: { athleteId, serviceId: services[0]!.id, amount: 100, message: "A lesson for my son." },
  });
  expect(made.status()).toBe(201);
  const offerId = ((await made.json()) as { data: { id: string } }).data.id;
  await request.delete("/api/auth/logout");

  // The agent finds it in the inbox, for that athlete, and accepts.
  await atPhoneWidth(page);
  await signedIn(page, agentEmail);
  await page.goto(ROUTES.offers);
  await expect(page.getByRole("article").filter({ hasText: "$100" })).toBeVisible();
  await page.goto(`${ROUTES.offer}?id=${offerId}`);
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByText(/You accepted\. Waiting for .* to confirm\./)).toBeVisible();
  await shotOf(page, testInfo, "agent")("awaiting-confirmation");

  // The athlete confirms; the agent's open page follows.
  const athletePage = await secondPage(browser, page, testInfo);
  await signedIn(athletePage, athleteEmail);
  await athletePage.goto(`${ROUTES.offer}?id=${offerId}`);
  await expect(
    athletePage.getByText("Your agent accepted this offer. Confirm it to book, or decline it."),
  ).toBeVisible();
  await athletePage.getByRole("button", { name: "Confirm booking" }).click();
  await expect(athletePage.getByText(MESSAGES.offerPaymentNext)).toBeVisible();
  await expect(page.getByText(MESSAGES.offerPaymentNext)).toBeVisible();
  await athletePage.context().close();
});
