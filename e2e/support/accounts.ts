import { AFTER_CONFIRMATION_ROUTE, type UserRole } from "@lineup/shared";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { appLinkIn, freshEmail, waitForMail } from "./inbox";

export const PASSWORD = "Blue-Harbor-Sprint-42";

const PROFILE_TYPE: Record<UserRole, string | undefined> = {
  athlete: "Athlete",
  individual: "Individual",
  business: "Business",
  agent: undefined,
};

/** Fills a join screen as a person would (business: a business name instead of personal names). */
export async function fillJoinForm(page: Page, role: UserRole, email: string, password = PASSWORD) {
  if (role === "business") {
    await page.getByLabel("Business name").fill("Summit Sports Co");
  } else {
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Mitchell");
  }
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: /Phone number/ }).fill("2015550123");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByLabel("I have read and agree to the Lineup Privacy Policy.").check();
}

/** An account made through the API and confirmed through its e-mailed link; returns its address. */
export async function confirmedAccount(
  request: APIRequestContext,
  role: UserRole,
): Promise<string> {
  const email = freshEmail(role);
  const response = await request.post("/api/auth/local/signUp", {
    data: {
      email,
      password: PASSWORD,
      phoneNumber: "+12015550123",
      ...(role === "business"
        ? { businessName: "Summit Sports Co" }
        : { personalInfo: { firstName: "Jordan", lastName: "Mitchell" } }),
      ...(PROFILE_TYPE[role] ? { profileType: PROFILE_TYPE[role] } : {}),
    },
  });
  expect(response.status()).toBe(201);
  const token = new URL(appLinkIn(await waitForMail(email)), "http://x").searchParams.get("token");
  const confirmed = await request.post("/api/auth/confirm-email", { data: { token } });
  expect(confirmed.status()).toBe(200);
  await request.delete("/api/auth/logout");
  return email;
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

export const landingOf = (role: UserRole) => AFTER_CONFIRMATION_ROUTE[role];

async function lookupId(request: APIRequestContext, path: string, name: string, extra = {}) {
  const response = await request.get(path, { params: { str: name, amount: 50, ...extra } });
  const body = (await response.json()) as { data: { list: { id: number; name: string }[] } };
  const item = body.data.list.find((i) => i.name === name);
  if (!item) throw new Error(`${name} not found at ${path}`);
  return item.id;
}

/** An athlete who finished onboarding (profile with bio), made through the API; returns the address. */
export async function finishedAthlete(request: APIRequestContext): Promise<string> {
  const email = await confirmedAccount(request, "athlete");
  expect(
    (
      await request.post("/api/auth/local/signIn", { data: { email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  const sport = await lookupId(request, "/api/athlete/sport/find", "Tennis");
  const created = await request.post("/api/profile/athlete/create", {
    data: {
      sport,
      hometown: await lookupId(request, "/api/location/find", "Austin"),
      roles: [],
      activities: [await lookupId(request, "/api/athlete/activity/find", "Music")],
      education: "Professional",
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
