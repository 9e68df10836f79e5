import { ERROR_CODES, MESSAGES, ROUTES } from "@lineup/shared";
import { lookupId, signIn, type GetJson } from "@lineup/test-kit";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { confirmedAccount, finishedBuyer, postWith } from "./support/accounts";
import { pick } from "./support/athlete-onboarding";
import { axeViolations } from "./support/axe";
import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_MINORS_OPERATOR_EMAILS } from "./support/e2e-env";
import { freshEmail } from "./support/inbox";
import { readMails } from "./support/mail-dir";
import { approve, operatorApi } from "./support/operator-api";
import { atPhoneWidth, snapshot } from "./support/settings";

// axe is injected as a script; the app's CSP would refuse it (support/axe.ts).
test.use({ bypassCSP: true });

/** A date of birth that makes the athlete 16 today, in every US time zone. */
function sixteenYearsAgo(): string {
  const now = new Date();
  const month = now.getUTCMonth() + 1;
  // A month back from today: the 16th birthday has passed everywhere, the 17th is far off.
  const [year, birthMonth] =
    month > 1 ? [now.getUTCFullYear() - 16, month - 1] : [now.getUTCFullYear() - 17, 12];
  return `${year}-${String(birthMonth).padStart(2, "0")}-01`;
}

/**
 * The path of the first link to `/guardian/<kind>/<token>` in an e-mail to `to`, waiting for it:
 * every guardian e-mail also carries a withdrawal link, so the link is found by its kind.
 */
async function guardianLink(to: string, kind: string): Promise<string> {
  const pattern = new RegExp(`${E2E_BASE_URL}(${kind}/[A-Za-z0-9_-]+)`);
  const find = () =>
    readMails(E2E_MAIL_DIR, to)
      .map((mail) => pattern.exec(`${mail.text}\n${mail.html}`)?.[1])
      .find(Boolean);
  await expect.poll(find, { message: `a ${kind} link to ${to}`, timeout: 15_000 }).toBeTruthy();
  return find()!;
}

/** The signed-in athlete's profile id and name, as GET /api/profile/my gives them. */
async function myAthlete(request: APIRequestContext) {
  const my = await request.get("/api/profile/my");
  const { data } = (await my.json()) as {
    data: {
      profile: { id: string };
      account: { firstName: string; lastName: string };
      minor?: { isMinor: boolean | null; guardianConsent: string };
    };
  };
  return data;
}

/** A business of the type "Tobacco & Vaping", closed to minors, made through the API. */
async function vapeShop(request: APIRequestContext): Promise<string> {
  const email = await confirmedAccount(request, "business");
  await signIn(postWith(request), email);
  const get: GetJson = async (url) => (await request.get(url)).json();
  const created = await request.post("/api/profile/business/create", {
    data: {
      location: await lookupId(get, "/api/location/find", "Denver"),
      type: await lookupId(get, "/api/business/type/find", "Tobacco & Vaping"),
      marketingTactics: [
        await lookupId(get, "/api/business/marketing-tactic/find", "Event Appearances"),
      ],
      goals: [await lookupId(get, "/api/business/goals/find", "Drive Sales")],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const done = await request.patch(`/api/profile/business/update/${id}`, {
    data: { bio: "Vapes and more in Denver." },
  });
  expect(done.status()).toBe(200);
  await request.delete("/api/auth/logout");
  return email;
}

/** Signs this browser in through the API, then lets /home tell the page who is signed in. */
async function signedIn(page: Page, email: string): Promise<void> {
  await signIn(postWith(page.request), email);
  await page.goto(ROUTES.myHome);
  await page.waitForFunction(() => window.localStorage.getItem("lineup-signed-in") !== null);
}

const shotOf = (page: Page, testInfo: TestInfo, who: string) => (name: string) =>
  snapshot(page, `${testInfo.project.name}-minors-${who}-${name}`, (file) =>
    testInfo.outputPath(file),
  );

test("a 16-year-old joins with a guardian's consent, and a guardian confirms the offer they accept", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const athleteShot = shotOf(page, testInfo, "athlete");
  const guardianEmail = freshEmail("guardian");
  const athleteEmail = await confirmedAccount(request, "athlete");
  const businessEmail = await finishedBuyer(request, "business");
  const shopEmail = await vapeShop(request);
  const operator = await operatorApi(E2E_MINORS_OPERATOR_EMAILS[testInfo.project.name]!);

  // The athlete registers in the browser: under 18, the form asks for a parent or guardian.
  await atPhoneWidth(page);
  await signedIn(page, athleteEmail);
  await page.goto(ROUTES.athleteGetStarted);
  await pick(page, "Sport", "Basket", "Basketball");
  await pick(page, /Competition level/, "", "High School");
  await pick(page, /^Class/, "", String(new Date().getUTCFullYear() + 2));
  await pick(page, "Location", "Austin", "Austin, TX");
  await pick(page, /Position\/role/, "Point", "Point Guard");
  await pick(page, /Interests & hobbies/, "Music", "Music");
  await page.getByRole("group", { name: "Gender" }).getByText("Female", { exact: true }).click();
  await expect(page.getByLabel("Parent or guardian's e-mail")).toHaveCount(0);
  await page.getByLabel(/^Date of birth/).fill(sixteenYearsAgo());
  const guardianField = page.getByLabel("Parent or guardian's e-mail");
  await expect(guardianField).toBeVisible();
  await guardianField.fill(guardianEmail);
  await athleteShot("get-started");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(ROUTES.athleteAddSocials));

  // The rest of the profile through the API (its screens have journeys of their own).
  const athlete = await myAthlete(page.request);
  const athleteId = athlete.profile.id;
  const name = `${athlete.account.firstName} ${athlete.account.lastName}`;
  const finished = await page.request.patch(`/api/profile/athlete/update/${athleteId}`, {
    data: { bio: "Point guard, class of 2028.", services: [{ name: "Youth clinic", price: 80 }] },
  });
  expect(finished.status()).toBe(200);

  // Home says what is missing: the guardian's consent.
  await page.goto(ROUTES.myHome);
  const waiting = page.getByRole("region", { name: "Waiting for your parent or guardian" });
  await expect(waiting).toContainText(guardianEmail);
  await athleteShot("home-waiting");

  // Approved but not consented: no business finds the athlete, by search or by id.
  await approve(operator, businessEmail);
  await approve(operator, shopEmail);
  await approve(operator, athleteEmail);
  await signIn(postWith(request), businessEmail);
  const hidden = await request.get(`/api/athletes?q=${encodeURIComponent(name)}`);
  const hiddenList = ((await hidden.json()) as { data: { list: { id: string }[] } }).data.list;
  expect(hiddenList.map((card) => card.id)).not.toContain(athleteId);
  expect((await request.get(`/api/athletes/${athleteId}`)).status()).toBe(404);
  await request.delete("/api/auth/logout");

  // The guardian follows the e-mail: the preview, the consent text, a signature.
  const guardianContext = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    userAgent: testInfo.project.use.userAgent,
    bypassCSP: true,
  });
  const guardian = await guardianContext.newPage();
  const guardianShot = shotOf(guardian, testInfo, "guardian");
  await guardian.goto(await guardianLink(guardianEmail, ROUTES.guardianConsent));
  await expect(
    guardian.getByRole("heading", {
      level: 1,
      name: `${athlete.account.firstName} wants to join Lineup`,
    }),
  ).toBeVisible();
  await expect(
    guardian.getByRole("region", { name: "The profile businesses would see" }),
  ).toContainText("Youth clinic");
  await expect(guardian.getByText("$80")).toHaveCount(0);
  expect(await axeViolations(guardian)).toEqual([]);
  await guardianShot("consent");
  await guardian.getByLabel("Your full name").fill("Jordan Guardian");
  await guardian.getByRole("button", { name: "I consent" }).click();
  await expect(guardian.getByText(MESSAGES.guardianConsentRecorded)).toBeVisible();

  // With the consent on record, a business finds the approved athlete.
  await page.goto(ROUTES.myHome);
  await expect(page.getByRole("region", { name: "Your parent or guardian agreed" })).toBeVisible();
  const businessPage = await (
    await browser.newContext({ viewport: page.viewportSize(), bypassCSP: true })
  ).newPage();
  await signedIn(businessPage, businessEmail);
  await businessPage.goto(`${ROUTES.search}?q=${encodeURIComponent(name)}`);
  // Test accounts share names: the card is found by the athlete's id.
  await expect(
    businessPage.getByRole("link", { name }).and(businessPage.locator(`[href*="${athleteId}"]`)),
  ).toBeVisible();

  // The business offers (through the API); the athlete accepts in the browser.
  const profile = await businessPage.request.get(`/api/athletes/${athleteId}`);
  const { services } = ((await profile.json()) as { data: { services: { id: string }[] } }).data;
  const made = await businessPage.request.post("/api/offers", {
    data: { athleteId, serviceId: services[0]!.id, amount: 120, message: "A clinic for our team." },
  });
  expect(made.status()).toBe(201);
  const offerId = ((await made.json()) as { data: { id: string } }).data.id;
  await page.goto(`${ROUTES.offer}?id=${offerId}`);
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(
    page.getByText("You accepted. Waiting for your parent or guardian to confirm."),
  ).toBeVisible();
  await expect(page.getByText(MESSAGES.offerAwaitsGuardian)).toBeVisible();
  await athleteShot("awaiting-guardian");

  // The guardian confirms from their e-mail; the booking stands for everyone.
  await guardian.goto(await guardianLink(guardianEmail, ROUTES.guardianOffer));
  await expect(guardian.getByText("$120")).toBeVisible();
  expect(await axeViolations(guardian)).toEqual([]);
  await guardianShot("offer");
  await guardian.getByRole("button", { name: "Confirm" }).click();
  await expect(guardian.getByText(MESSAGES.guardianOfferConfirmed)).toBeVisible();
  await page.reload();
  await expect(page.getByText(MESSAGES.offerPaymentNext)).toBeVisible();
  await expect(page.getByText("Parent or guardian ·").first()).toBeVisible();

  // A vape shop never finds a minor, and is refused when it offers by id.
  await signIn(postWith(request), shopEmail);
  const shopSearch = await request.get(`/api/athletes?q=${encodeURIComponent(name)}`);
  const shopList = ((await shopSearch.json()) as { data: { list: { id: string }[] } }).data.list;
  expect(shopList.map((card) => card.id)).not.toContain(athleteId);
  const refused = await request.post("/api/offers", {
    data: { athleteId, serviceId: services[0]!.id, amount: 500, message: "Promote our vapes." },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe(ERROR_CODES.categoryNotAllowed);
  await request.delete("/api/auth/logout");

  await guardianContext.close();
  await businessPage.context().close();
});
