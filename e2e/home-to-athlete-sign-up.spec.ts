import { ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { openSignUpMenu, storedItem } from "./support/app-page";

test(
  "a visitor opens the home page and chooses to sign up as an athlete",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("athletes");
    await expect(page.getByRole("link", { name: "Lineup" }).first()).toHaveAttribute("href", "/");

    await openSignUpMenu(page);
    await page.getByRole("link", { name: "Sign up as athlete" }).click();

    await expect(page).toHaveURL(ROUTES.athleteJoin);
    expect(await storedItem(page, STORAGE_KEYS.userRole)).toBe("athlete");
    // Inside the athlete section its own link hides; the others stay.
    await openSignUpMenu(page);
    await expect(page.getByRole("link", { name: "Sign up as athlete" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign up as business" })).toBeVisible();
  },
);

test("each screen comes in chunks of its own, asked for when a person goes there", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("athletes");
  expect(scripts.some((file) => file.includes("/home-page-"))).toBe(true);
  expect(scripts.some((file) => file.includes("/athlete-join-page-"))).toBe(false);

  await openSignUpMenu(page);
  await page.getByRole("link", { name: "Sign up as athlete" }).click();
  await expect(page).toHaveURL(ROUTES.athleteJoin);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.some((file) => file.includes("/athlete-join-page-"))).toBe(true);
});

test("the city search answers the picker's query through the real server", async ({ request }) => {
  const response = await request.get("/api/location/find", {
    params: { str: "los a", amount: 10 },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { list: { name: string; state: string }[] } };
  expect(body.data.list[0]).toMatchObject({ name: "Los Angeles", state: "CA" });
});

test("an unknown API path answers JSON and an unknown page shows the app", async ({
  page,
  request,
}) => {
  const api = await request.get("/api/nope");
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  await page.goto("/auth");
  await expect(page).toHaveURL(ROUTES.signUp);
});
