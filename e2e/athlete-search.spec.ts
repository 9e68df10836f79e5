import { ROUTES } from "@lineup/shared";
import { linkIn, signIn, totpCode } from "@lineup/test-kit";
import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { finishedAthlete, finishedBuyer, logIn, PASSWORD } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { E2E_BASE_URL, E2E_SEARCH_OPERATOR_EMAILS } from "./support/e2e-env";
import { atPhoneWidth, mailWithSubject, snapshot } from "./support/settings";

// axe is injected as a script; the app's CSP would refuse it (support/axe.ts).
test.use({ bypassCSP: true });

/** The POST of the test kit's sign-in, through a request context (its cookies). */
const postWith =
  (api: APIRequestContext) =>
  async (path: string, data: unknown): Promise<{ status: number; text: string }> => {
    const response = await api.post(path, { data });
    return { status: response.status(), text: await response.text() };
  };

/**
 * The journey's own operator, through the API as the operator journey does it in the browser:
 * the invitation OPERATOR_EMAILS sent at start, a password, TOTP turned on, then a sign-in with a
 * code of a later step (the console opens only to such a session, decision 0079).
 */
async function operatorApi(email: string): Promise<APIRequestContext> {
  const invitation = await mailWithSubject(email, "You are invited to be a Lineup operator");
  const token = linkIn(invitation, E2E_BASE_URL).searchParams.get("token");
  const first = await requests.newContext({ baseURL: E2E_BASE_URL });
  const accepted = await first.post("/api/operator/invitations/accept", {
    data: { token, password: PASSWORD, firstName: "Sasha", lastName: "Search" },
  });
  expect(accepted.status()).toBe(200);
  const setup = await first.post("/api/auth/totp/setup", { data: {} });
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  expect(
    (await first.post("/api/auth/totp/enable", { data: { code: totpCode(secret) } })).ok(),
  ).toBe(true);
  await first.dispose();
  const api = await requests.newContext({ baseURL: E2E_BASE_URL });
  await signIn(postWith(api), email);
  const verified = await api.post("/api/auth/totp/verify", {
    data: { code: totpCode(secret, new Date(Date.now() + 30_000)) },
  });
  expect(verified.ok()).toBe(true);
  return api;
}

/** Approves the account of that address from the operator's session. */
async function approve(operator: APIRequestContext, email: string) {
  const found = await operator.get(
    `/api/operator/accounts?status=pending&q=${encodeURIComponent(email)}`,
  );
  const { list } = ((await found.json()) as { data: { list: { id: string; email: string }[] } })
    .data;
  const account = list.find((item) => item.email === email);
  expect(account, email).toBeDefined();
  const decided = await operator.post(`/api/operator/accounts/${account!.id}/decision`, {
    data: { decision: "approve" },
  });
  expect(decided.ok()).toBe(true);
}

/** A word of the athlete's bio that no other athlete of the run has: the search finds one card. */
async function markBio(api: APIRequestContext, email: string, word: string) {
  await signIn(postWith(api), email);
  const my = await api.get("/api/profile/my");
  const { profile } = ((await my.json()) as { data: { profile: { id: string } } }).data;
  const updated = await api.patch(`/api/profile/athlete/update/${profile.id}`, {
    data: { bio: `Basketball player who serves ${word}.` },
  });
  expect(updated.ok()).toBe(true);
  await api.delete("/api/auth/logout");
}

// Issue 23: an approved business searches Basketball near Austin within 50 miles, narrows by
// position, opens a profile, shortlists it, comes back to the search, and finds it again from home.
test("an approved business searches for athletes, narrows by position, shortlists a profile without prices, and finds it again from home", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = `ace${testInfo.project.name}${Date.now().toString(36)}`;
  // Two basketball players of Austin share the word; only one is a point guard.
  const athleteEmail = await finishedAthlete(request, {
    sport: "Basketball",
    position: "Point Guard",
  });
  await markBio(request, athleteEmail, word);
  const centerEmail = await finishedAthlete(request, { sport: "Basketball", position: "Center" });
  await markBio(request, centerEmail, word);
  const businessEmail = await finishedBuyer(request, "business");
  const operator = await operatorApi(E2E_SEARCH_OPERATOR_EMAILS[testInfo.project.name]!);
  await approve(operator, athleteEmail);
  await approve(operator, centerEmail);
  await approve(operator, businessEmail);
  await operator.dispose();

  if (testInfo.project.name === "phone") await atPhoneWidth(page);
  const shot = (name: string) => snapshot(page, name, (file) => testInfo.outputPath(file));

  await logIn(page, businessEmail);
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(page.getByRole("heading", { name: "You're approved" })).toBeVisible();
  await page.getByRole("link", { name: "Search for athletes" }).click();
  await expect(page).toHaveURL(ROUTES.search);
  await expect(page.getByRole("heading", { level: 1, name: "Find athletes" })).toBeVisible();

  // Text, then a sport and a city: every filter lands in the address.
  await page.getByLabel("Search").fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await page.getByRole("combobox", { name: "Sport" }).fill("Basket");
  await page.getByRole("option", { name: "Basketball", exact: true }).click();
  await expect(page).toHaveURL(/[?&]sport=\d+/);
  await page.getByRole("combobox", { name: "Near" }).fill("Austin");
  await page
    .getByRole("option", { name: /^Austin, / })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]near=\d+.*radius=50/);
  await page.getByLabel("Order").selectOption("distance");
  await expect(page).toHaveURL(/[?&]sort=distance/);
  await expect(page.getByText("2 athletes found")).toBeVisible();

  // Narrowed by position: the center leaves the results.
  await page.getByRole("combobox", { name: "Position" }).fill("Point");
  await page.getByRole("option", { name: "Point Guard", exact: true }).click();
  await expect(page).toHaveURL(/[?&]position=\d+/);
  await expect(page.getByText("1 athlete found")).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Jordan Mitchell" });
  await expect(card).toContainText("Basketball · Point Guard");
  await expect(card).toContainText("Professional");
  await expect(card).toContainText("Private lesson");
  await expect(card).toContainText("mi away");
  await expect(page.getByRole("main")).not.toContainText("$90");
  expect(await axeViolations(page)).toEqual([]);
  await shot("search-results");
  const searchUrl = page.url();

  await card.getByRole("link", { name: "Jordan Mitchell" }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.athleteProfile}\\?id=`));
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Mitchell" })).toBeVisible();
  await expect(page.getByText(`Basketball player who serves ${word}.`)).toBeVisible();
  await expect(page.getByText("Private lesson")).toBeVisible();
  await expect(page.getByText("Music")).toBeVisible();
  await expect(page.getByText("Offers open soon.")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("$90");
  await expect(page.getByRole("main")).not.toContainText(athleteEmail);
  expect(await axeViolations(page)).toEqual([]);
  await shot("athlete-profile");

  // Saved to the shortlist from the profile: the button says what the server now holds.
  await page.getByRole("button", { name: "Save to shortlist" }).click();
  await expect(page.getByText("On your shortlist")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from shortlist" })).toBeVisible();

  await page.getByRole("link", { name: "Back to the search" }).click();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole("combobox", { name: "Sport" })).toHaveValue("Basketball");
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("Point Guard");
  await expect(page.getByText("1 athlete found")).toBeVisible();

  // Nothing within 10 miles of a far city: the screen offers the next distance.
  await page.getByRole("combobox", { name: "Near" }).fill("Seattle");
  await page
    .getByRole("option", { name: /^Seattle, / })
    .first()
    .click();
  await page.getByLabel("Distance").selectOption("10");
  await expect(page.getByText("No athlete matches this search.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Search within 25 miles" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(ROUTES.search);

  // Home, from the account menu, finds the shortlisted athlete again and opens the profile.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Account menu for/ })
    .click();
  await page.getByRole("menuitem", { name: "Home" }).click();
  await expect(page).toHaveURL(ROUTES.myHome);
  const shortlist = page.getByRole("region", { name: "Your shortlist" });
  await expect(shortlist.getByRole("link", { name: "Jordan Mitchell" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("$90");
  expect(await axeViolations(page)).toEqual([]);
  await shot("home-shortlist");
  await shortlist.getByRole("link", { name: "Jordan Mitchell" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Mitchell" })).toBeVisible();
  await expect(page.getByText("On your shortlist")).toBeVisible();
});
