import { ROUTES } from "@lineup/shared";
import { signIn } from "@lineup/test-kit";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { openAccountMenu } from "./support/account-menu";
import { finishedAthlete, finishedBuyer, logIn, postWith } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { approve, operatorApi } from "./support/operator-api";
import { E2E_SEARCH_OPERATOR_EMAILS } from "./support/e2e-env";
import { atPhoneWidth, snapshot } from "./support/settings";

// axe is injected as a script; the app's CSP would refuse it (support/axe.ts).
test.use({ bypassCSP: true });

/** A word of the athlete's bio that no other athlete of the run has: the search finds one card. */
async function markBio(api: APIRequestContext, email: string, word: string) {
  await signIn(postWith(api), email);
  const my = await api.get("/api/profile/my");
  const { profile } = ((await my.json()) as { data: { profile: { id: string } } }).data;
  const updated = await api.patch(`/api/profile/athlete/update/${profile.id}`, {
    data: { bio: `Basketball player who serves ${word}.` },
  });
  expect(updated.ok()).toBe(true);
  // Two photos of different colours, for the profile's viewer.
  for (const background of ["#e4572e", "#2e6fe4"]) {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .png()
      .toBuffer();
    const added = await api.patch(`/api/athlete/update-photos/${profile.id}`, {
      multipart: { files: { name: "court.png", mimeType: "image/png", buffer: photo } },
    });
    expect(added.ok()).toBe(true);
  }
  await api.delete("/api/auth/logout");
}

// Issue 23: an approved business searches Basketball near Austin within 50 miles, narrows by
// position, opens a profile, shortlists it, comes back to the search, and finds it again from home.
test(
  "an approved business searches for athletes, narrows by position, shortlists a profile without prices, and finds it again from home",
  { tag: "@desktop" },
  async ({ page, request }, testInfo) => {
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

    // On a phone the filters wait behind a button; on a desktop they are open and it is not shown.
    const filtersButton = page.getByRole("button", { name: /^Filters/ });
    if (testInfo.project.name === "phone") {
      await expect(page.getByRole("combobox", { name: "Sport" })).toBeHidden();
      await expect(filtersButton).toHaveAttribute("aria-expanded", "false");
      await shot("search-filters-closed");
      await filtersButton.click();
      await expect(filtersButton).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(filtersButton).toBeHidden();
    }

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
    if (testInfo.project.name === "phone") {
      await expect(filtersButton).toHaveAccessibleName("Filters 3 active");
    }
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
    await expect(page.getByRole("button", { name: "Make an offer" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("$90");
    await expect(page.getByRole("main")).not.toContainText(athleteEmail);
    expect(await axeViolations(page)).toEqual([]);
    await shot("athlete-profile");

    // The photos open in a viewer: arrow keys, a swipe on a phone, Escape, focus given back.
    await page.getByRole("link", { name: "Photo 2 of 2 of Jordan Mitchell" }).click();
    const viewer = page.getByRole("dialog", { name: "Photo 2 of 2" });
    await expect(
      viewer.getByRole("img", { name: "Photo 2 of 2 of Jordan Mitchell" }),
    ).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Photo 1 of 2" })).toBeVisible();
    if (testInfo.project.name === "phone") {
      const stage = page.getByRole("dialog").getByRole("img");
      const touch = { pointerId: 7, pointerType: "touch", isPrimary: true, clientY: 400 };
      await stage.dispatchEvent("pointerdown", { ...touch, clientX: 300 });
      await stage.dispatchEvent("pointerup", { ...touch, clientX: 80 });
      await expect(page.getByRole("dialog", { name: "Photo 2 of 2" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("dialog", { name: "Photo 2 of 2" })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    // The viewer covers the screen: a picture of the screen, not of the whole page behind it.
    await page.screenshot({ path: testInfo.outputPath("athlete-profile-viewer.png") });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Photo 2 of 2 of Jordan Mitchell" })).toBeFocused();

    // Saved to the shortlist from the profile: the button says what the server now holds.
    await page.getByRole("button", { name: "Save to shortlist" }).click();
    await expect(page.getByText("On your shortlist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove from shortlist" })).toBeVisible();

    await page.getByRole("link", { name: "Back to the search" }).click();
    await expect(page).toHaveURL(searchUrl);
    if (testInfo.project.name === "phone") {
      // Folded again on a phone, with the count of what the search still filters by.
      await expect(filtersButton).toHaveAccessibleName("Filters 3 active");
      await filtersButton.click();
    }
    await expect(page.getByRole("combobox", { name: "Sport" })).toHaveValue("Basketball");
    await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("Point Guard");
    await expect(page.getByText("1 athlete found")).toBeVisible();

    // Nothing within 10 miles of Round Rock, but the athlete of Austin is 17 miles away: the API
    // counted them, so the screen offers 25 miles, and that search finds them.
    await page.getByRole("combobox", { name: "Near" }).fill("Round Rock");
    await page
      .getByRole("option", { name: /^Round Rock, / })
      .first()
      .click();
    await page.getByLabel("Distance").selectOption("10");
    await expect(page.getByText("No athlete matches this search.")).toBeVisible();
    await page.getByRole("button", { name: "Search within 25 miles" }).click();
    await expect(page).toHaveURL(/[?&]radius=25/);
    await expect(page.getByText("1 athlete found")).toBeVisible();

    // Nothing near a far city within any distance: only clearing the filters is offered.
    await page.getByRole("combobox", { name: "Near" }).fill("Seattle");
    await page
      .getByRole("option", { name: /^Seattle, / })
      .first()
      .click();
    await expect(page.getByText("No athlete matches this search.")).toBeVisible();
    await expect(page.getByText("Try fewer filters.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Search within/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(ROUTES.search);

    // Home, from the account menu, finds the shortlisted athlete again and opens the profile.
    const menu = await openAccountMenu(page, /Account menu for/);
    await menu.getByRole("menuitem", { name: "Home" }).click();
    await expect(page).toHaveURL(ROUTES.myHome);
    const shortlist = page.getByRole("region", { name: "Your shortlist" });
    await expect(shortlist.getByRole("link", { name: "Jordan Mitchell" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("$90");
    expect(await axeViolations(page)).toEqual([]);
    await shot("home-shortlist");
    await shortlist.getByRole("link", { name: "Jordan Mitchell" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Mitchell" })).toBeVisible();
    await expect(page.getByText("On your shortlist")).toBeVisible();
  },
);
