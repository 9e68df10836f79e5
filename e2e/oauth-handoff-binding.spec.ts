import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { confirmedAccount, logIn, landingOf } from "./support/accounts";
import { freshEmail } from "./support/inbox";
import { nextOAuthUser } from "./support/oauth-control";

// Login CSRF: an attacker who stops at his own callback and sends the link must not sign anyone
// else into his account; the hand-off works only in the browser that came back from the provider.
test.describe.configure({ mode: "serial" });

/** One provider round trip in `request`'s browser, stopped where the callback sends it. */
async function stopAtCallback(request: APIRequestContext, role: string): Promise<string> {
  const link = await request.get(`/api/auth/oauth2/link/google?role=${role}`);
  const consent = ((await link.json()) as { data: string }).data;
  const authorize = await request.get(consent, { maxRedirects: 0 });
  const callback = await request.get(authorize.headers().location!, { maxRedirects: 0 });
  expect(callback.status()).toBe(302);
  return callback.headers().location!;
}

/** The attacker's own Google account, and the sign-in link he got instead of using it. */
async function attackersLink(browser: Browser) {
  const attacker = await browser.newContext();
  const email = freshEmail("attacker");
  const claims = { sub: `sub-${email}`, email, email_verified: true, given_name: "Ada" };
  await nextOAuthUser(claims);
  const joined = new URL(await stopAtCallback(attacker.request, "athlete"), "http://x");
  const created = await attacker.request.post("/api/auth/oauth2/sign-up", {
    data: {
      provider: "google",
      oauthToken: joined.searchParams.get("token"),
      personalInfo: { firstName: "Ada", lastName: "Attacker" },
      profileType: "Athlete",
    },
  });
  expect(created.status()).toBe(201);
  await attacker.clearCookies();
  await nextOAuthUser(claims);
  return { attacker, email, link: await stopAtCallback(attacker.request, "login") };
}

test("the attacker's hand-off link is refused in the victim's browser, who stays signed out", async ({
  browser,
}) => {
  const { attacker, email, link } = await attackersLink(browser);
  expect(link).toMatch(new RegExp(`^${ROUTES.oauthRedirect}\\?provider=google&token=`));

  const victim = await browser.newContext();
  const page = await victim.newPage();
  await page.goto(link);
  await expect(page.getByRole("dialog")).toContainText(MESSAGES.invalidOauthLink);
  await expect(page).toHaveURL(ROUTES.login);
  expect((await victim.request.get("/api/profile/my")).status()).toBe(401);

  // The same link in the attacker's own browser signs him in: the refusal was the binding.
  const own = await attacker.newPage();
  await own.goto(link);
  await expect(own).toHaveURL(landingOf("athlete"));
  const mine = await attacker.request.get("/api/profile/my");
  expect(await mine.text()).toContain(email);
  await victim.close();
  await attacker.close();
});

test("a signed-in victim who opens the attacker's login link keeps the own session", async ({
  browser,
}) => {
  const { attacker, email, link } = await attackersLink(browser);
  const victim = await browser.newContext();
  const victimEmail = await confirmedAccount(victim.request, "business");
  const page = await victim.newPage();
  await logIn(page, victimEmail);
  await expect(page).toHaveURL(landingOf("business"));

  const token = new URL(link, "http://x").searchParams.get("token")!;
  await page.goto(`${ROUTES.login}?provider=google&token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("dialog")).toContainText(MESSAGES.invalidOauthLink);
  const mine = await victim.request.get("/api/profile/my");
  expect(mine.status()).toBe(200);
  const body = await mine.text();
  expect(body).toContain(victimEmail);
  expect(body).not.toContain(email);
  await victim.close();
  await attacker.close();
});
