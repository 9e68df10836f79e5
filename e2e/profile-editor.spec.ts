import { ROUTES } from "@lineup/shared";
import { expect, test, type Page } from "@playwright/test";
import { confirmedAccount, finishedAthlete, finishedBuyer, logIn } from "./support/accounts";
import { fillGetStarted, pick } from "./support/athlete-onboarding";
import { axeViolations } from "./support/axe";

// Issue 21 "Edit everything" and "Go back in onboarding" (docs/decisions/0076).

test.use({ bypassCSP: true });

async function openEditor(page: Page) {
  await page.getByRole("link", { name: "Edit your profile" }).click();
  await expect(page).toHaveURL(ROUTES.editProfile);
  await expect(page.getByRole("heading", { level: 1, name: "Edit your profile" })).toBeVisible();
}

const preview = (page: Page) => page.getByRole("article", { name: "Public profile preview" });

test(
  "an athlete changes an answer and edits a service price in place from /home; only the owner ever sees the price",
  { tag: "@desktop" },
  async ({ page, request, browser }) => {
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

    // The service's id before the edit, from the owner's own answer.
    const my = (await (await page.request.get("/api/profile/my")).json()) as {
      data: { profile: { id: string } };
    };
    const id = my.data.profile.id;
    type Service = { id: string; name: string; price: number };
    const ownServices = async () =>
      (
        (await (await page.request.get(`/api/profile/private/${id}`)).json()) as {
          data: { profile: { services: Service[] } };
        }
      ).data.profile.services;
    const [lesson] = await ownServices();
    expect(lesson).toMatchObject({ name: "Private lesson", price: 90 });

    await openEditor(page);
    const services = page.getByRole("list", { name: "Your services" });
    await expect(services).toContainText("Private lesson");
    await expect(services).toContainText("$90");
    // Edit, by keyboard: the modal opens filled in, and focus comes back to Edit.
    const edit = services.getByRole("button", { name: "Edit Private lesson" });
    await edit.focus();
    await page.keyboard.press("Enter");
    const modal = page.getByRole("dialog", { name: "Edit service" });
    await expect(modal.getByLabel("Service name")).toHaveValue("Private lesson");
    await expect(modal.getByLabel("Service name")).toBeFocused();
    const price = modal.getByLabel("Minimum price");
    await expect(price).toHaveValue("90");
    expect(await axeViolations(page)).toEqual([]);
    await modal.screenshot({ path: test.info().outputPath("edit-service.png") });
    await price.fill("4321");
    await price.press("Enter");
    await expect(modal).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(services).toContainText(/\$4,?321/);
    await expect(services.getByRole("button", { name: "Remove Private lesson" })).toBeVisible();
    await services.screenshot({ path: test.info().outputPath("services.png") });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(ROUTES.myHome);
    await expect(preview(page)).toContainText("Private lesson");
    await expect(page.getByRole("main")).not.toContainText(/4,?321/);

    // The owner's own answer carries the new price, on the same service.
    expect(await ownServices()).toEqual([{ id: lesson!.id, name: "Private lesson", price: 4321 }]);

    // …and no answer to anyone else does: another athlete, or anyone signed out.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logIn(other, await finishedAthlete(request));
    await expect(other).toHaveURL(ROUTES.myHome);
    await expect(other.getByRole("main")).not.toContainText(/4,?321/);
    const peek = await other.request.get(`/api/profile/private/${id}`);
    expect(peek.status()).toBe(404);
    expect(await peek.text()).not.toContain("4321");
    const hijack = await other.request.patch(`/api/profile/athlete/update/${id}`, {
      data: { services: [{ id: lesson!.id, name: "Free lesson", price: 0 }] },
    });
    expect(hijack.status()).toBe(404);
    expect(await hijack.text()).not.toContain("4321");
    // Naming my service in their own list is refused without a word about it.
    const theirs = (await (await other.request.get("/api/profile/my")).json()) as {
      data: { profile: { id: string } };
    };
    const claim = await other.request.patch(
      `/api/profile/athlete/update/${theirs.data.profile.id}`,
      {
        data: { services: [{ id: lesson!.id, name: "Free lesson", price: 0 }] },
      },
    );
    expect(claim.status()).toBe(400);
    expect(await claim.text()).not.toMatch(/4321|Private lesson/);
    const theirServices = await other.request.get("/api/service/my");
    expect(await theirServices.text()).not.toContain("4321");
    await otherContext.close();
    const signedOut = await request.get(`/api/profile/private/${id}`);
    expect(signedOut.status()).toBe(401);
    expect(await signedOut.text()).not.toContain("4321");
    expect(await ownServices()).toEqual([{ id: lesson!.id, name: "Private lesson", price: 4321 }]);
  },
);

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
