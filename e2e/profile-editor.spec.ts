import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ROUTES } from "@lineup/shared";
import { expect, test, type Page } from "@playwright/test";
import { confirmedAccount, finishedAthlete, finishedBuyer, logIn } from "./support/accounts";
import { addService, fillGetStarted, pick } from "./support/athlete-onboarding";

// Issue 21 "Edit everything" and "Go back in onboarding" (docs/decisions/0076).

// axe-core comes with Lighthouse (the bench); the page's CSP would refuse it inline.
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
test.use({ bypassCSP: true });

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> };
    };
    return (await axe.run(document)).violations.map((violation) => violation.id);
  });
}

async function openEditor(page: Page) {
  await page.getByRole("link", { name: "Edit your profile" }).click();
  await expect(page).toHaveURL(ROUTES.editProfile);
  await expect(page.getByRole("heading", { level: 1, name: "Edit your profile" })).toBeVisible();
}

const preview = (page: Page) => page.getByRole("article", { name: "Public profile preview" });

test("an athlete changes an answer and a service price from /home; only the owner ever sees the price", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await finishedAthlete(request);
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(preview(page)).toContainText("Tennis · Austin");

  await openEditor(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("editor.png"), fullPage: true });
  await pick(page, "Sport", "Golf", "Golf");
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(preview(page)).toContainText("Golf · Austin");

  await openEditor(page);
  const services = page.getByRole("list", { name: "Your services" });
  await expect(services).toContainText("Private lesson");
  await expect(services).toContainText("$90");
  await page.getByRole("button", { name: "Remove Private lesson" }).click();
  await addService(page, "Private lesson", "4321");
  await expect(services).toContainText(/\$4,?321/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(preview(page)).toContainText("Private lesson");
  await expect(page.getByRole("main")).not.toContainText(/4,?321/);

  // The owner's own answer carries the new price…
  const my = (await (await page.request.get("/api/profile/my")).json()) as {
    data: { profile: { id: string } };
  };
  const id = my.data.profile.id;
  const own = await page.request.get(`/api/profile/private/${id}`);
  expect(await own.text()).toContain("4321");

  // …and no answer to anyone else does.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, await finishedAthlete(request));
  await expect(other).toHaveURL(ROUTES.myHome);
  await expect(other.getByRole("main")).not.toContainText(/4,?321/);
  const peek = await other.request.get(`/api/profile/private/${id}`);
  expect(peek.status()).toBe(404);
  expect(await peek.text()).not.toContain("4321");
  const hijack = await other.request.patch(`/api/profile/athlete/update/${id}`, {
    data: { services: [{ name: "Free lesson", price: 0 }] },
  });
  expect(hijack.status()).toBe(404);
  expect(await hijack.text()).not.toContain("4321");
  await otherContext.close();
  expect(await (await page.request.get(`/api/profile/private/${id}`)).text()).toContain("4321");
});

test("a business changes its city from /home and sees it in the preview", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, await finishedBuyer(request, "business"));
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(preview(page)).toContainText("Denver");

  await openEditor(page);
  const answers = page.getByRole("region", { name: "Your business" });
  await expect(answers.getByRole("combobox", { name: "Business type" })).toHaveValue("Restaurant");
  await pick(page, "Location", "Austin", "Austin, TX");
  await answers.getByRole("button", { name: "Save answers" }).click();
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(preview(page)).toContainText("Austin, TX");
  await expect(preview(page)).toContainText("Tacos for teams.");
});

test("an individual changes their bio from /home and sees it in the preview", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, await finishedBuyer(request, "individual"));
  await expect(page).toHaveURL(ROUTES.myHome);

  await openEditor(page);
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByLabel("Bio", { exact: true })
    .fill("A coach who books athletes for summer clinics.");
  await page.getByRole("button", { name: "Save photo and bio" }).click();
  await expect(page).toHaveURL(ROUTES.myHome);
  await expect(preview(page)).toContainText("A coach who books athletes for summer clinics.");
  await expect(preview(page)).toContainText("Denver");
});

test("an athlete goes back from socials to get-started, sees the answers, changes the sport and continues", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, await confirmedAccount(request, "athlete"));
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await fillGetStarted(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.athleteAddSocials);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await expect(page.getByRole("combobox", { name: "Sport" })).toHaveValue("Basketball");
  await expect(page.getByLabel("Team", { exact: false })).toHaveValue("Austin Wildcats");
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await pick(page, "Sport", "Tennis", /^Tennis$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(ROUTES.athleteAddSocials);

  // The browser's Back shows get-started with the new answer, not a bounce forward.
  await page.goBack();
  await expect(page).toHaveURL(ROUTES.athleteGetStarted);
  await expect(page.getByRole("combobox", { name: "Sport" })).toHaveValue("Tennis");

  // One profile, updated in place.
  const my = (await (await page.request.get("/api/profile/my")).json()) as {
    data: { profile: { id: string; nextStep: string } };
  };
  expect(my.data.profile.nextStep).toBe("socials");
  const saved = (await (
    await page.request.get(`/api/profile/private/${my.data.profile.id}`)
  ).json()) as { data: { profile: { sport: { name: string }; roles: unknown[] } } };
  expect(saved.data.profile.sport.name).toBe("Tennis");
  expect(saved.data.profile.roles).toEqual([]);
});
