import { AFTER_CONFIRMATION_ROUTE, MESSAGES, ROUTES, type UserRole } from "@lineup/shared";
import {
  freshEmail,
  lookupId,
  signIn,
  signUpAndConfirm,
  signUpBody,
  TEST_PASSWORD,
  TEST_PERSON,
  type GetJson,
  type Post,
  ADULT_DATE_OF_BIRTH,
} from "@lineup/test-kit";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { appLinkIn, mailbox, waitForMail } from "./inbox";

export { TEST_PASSWORD as PASSWORD };

/** Fills a join screen as a person would (business: a business name instead of personal names). */
export async function fillJoinForm(
  page: Page,
  role: UserRole,
  email: string,
  password = TEST_PASSWORD,
) {
  if (role === "business") {
    await page.getByLabel("Business name").fill(TEST_PERSON.businessName);
  } else {
    await page.getByLabel("First name").fill(TEST_PERSON.firstName);
    await page.getByLabel("Last name").fill(TEST_PERSON.lastName);
  }
  await page.getByLabel("E-mail").fill(email);
  // Digits only, as a person types them; the field formats them itself.
  const phone = TEST_PERSON.phoneNumber.replace(/\D/g, "");
  await page.getByRole("textbox", { name: /Phone number/ }).fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByLabel("I have read and agree to the Lineup Privacy Policy.").check();
}

/**
 * An address of its own for each person the suite makes through the API: the server trusts
 * loopback's X-Forwarded-For in e2e (global-setup), so the per-IP sign-up limit counts people as
 * it would in the world instead of the whole suite as one visitor. Browser journeys stay 127.0.0.1.
 */
let people = 0;
const personAddress = () => {
  people += 1;
  return `198.18.${(process.pid + people) % 250}.${people % 250}`;
};

/**
 * POST through the journey's request context (its cookies), for the test kit's account steps,
 * from an address of this person's own (the per-IP sign-in limit is the browser's).
 */
const JOIN_SCREEN: Record<UserRole, string> = {
  athlete: ROUTES.athleteJoin,
  business: ROUTES.businessJoin,
  individual: ROUTES.individualJoin,
  agent: ROUTES.agentJoin,
};

/**
 * Signs up through the role's join screen, opens the e-mailed link in the same page and closes the
 * "confirmed" dialog, as a person does; the page is then on the role's first onboarding screen.
 */
export async function joinThroughScreen(page: Page, role: UserRole, email: string) {
  await page.goto(JOIN_SCREEN[role]);
  await fillJoinForm(page, role, email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
  await page.goto(appLinkIn(await waitForMail(email)));
  const confirmed = page.getByRole("dialog", { name: MESSAGES.confirmedTitle });
  await confirmed.getByRole("button", { name: "Continue" }).click();
  await expect(confirmed).toBeHidden();
}

export const postWith = (request: APIRequestContext): Post => {
  const headers = { "x-forwarded-for": personAddress() };
  return async (path, data) => {
    const response = await request.post(path, { data, headers });
    return { status: response.status(), text: await response.text() };
  };
};

/** An account made through the API and confirmed through its e-mailed link; returns its address. */
export async function confirmedAccount(
  request: APIRequestContext,
  role: UserRole,
): Promise<string> {
  const body = signUpBody(role, freshEmail(role));
  const { email } = await signUpAndConfirm(postWith(request), mailbox, E2E_BASE_URL, body);
  await request.delete("/api/auth/logout");
  return email;
}

export async function logIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

export const landingOf = (role: UserRole) => AFTER_CONFIRMATION_ROUTE[role];

/** An athlete who finished onboarding (profile with bio), made through the API; returns the address. */
export async function finishedAthlete(
  request: APIRequestContext,
  play: { sport: string; position?: string } = { sport: "Tennis" },
): Promise<string> {
  const email = await confirmedAccount(request, "athlete");
  await signIn(postWith(request), email);
  const get: GetJson = async (url) => (await request.get(url)).json();
  const sport = await lookupId(get, "/api/athlete/sport/find", play.sport);
  const roles = play.position
    ? [
        await lookupId(get, "/api/athlete/sport-role/find", play.position, {
          sports: String(sport),
        }),
      ]
    : [];
  const created = await request.post("/api/profile/athlete/create", {
    data: {
      sport,
      hometown: await lookupId(get, "/api/location/find", "Austin"),
      roles,
      activities: [await lookupId(get, "/api/athlete/activity/find", "Music")],
      education: "Professional",
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      services: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const done = await request.patch(`/api/profile/athlete/update/${id}`, {
    data: { bio: "Tennis pro.", services: [{ name: "Private lesson", price: 90 }] },
  });
  expect(done.status()).toBe(200);
  await request.delete("/api/auth/logout");
  return email;
}

/** A business or individual who finished onboarding in Denver, made through the API. */
export async function finishedBuyer(
  request: APIRequestContext,
  role: "business" | "individual",
): Promise<string> {
  const email = await confirmedAccount(request, role);
  await signIn(postWith(request), email);
  const get: GetJson = async (url) => (await request.get(url)).json();
  const location = await lookupId(get, "/api/location/find", "Denver");
  const body =
    role === "business"
      ? {
          location,
          type: await lookupId(get, "/api/business/type/find", "Restaurant"),
          marketingTactics: [
            await lookupId(get, "/api/business/marketing-tactic/find", "Event Appearances"),
          ],
          goals: [await lookupId(get, "/api/business/goals/find", "Drive Sales")],
        }
      : { location };
  const created = await request.post(`/api/profile/${role}/create`, { data: body });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const done = await request.patch(`/api/profile/${role}/update/${id}`, {
    data: { bio: role === "business" ? "Tacos for teams." : "A coach in Denver." },
  });
  expect(done.status()).toBe(200);
  await request.delete("/api/auth/logout");
  return email;
}
