import { ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi } from "@web/test/mock-api";
import {
  businessProfile,
  individualProfile,
  myProfile,
  privateProfileOf,
} from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

async function open() {
  const rendered = renderApp(ROUTES.editProfile);
  await screen.findByRole("heading", { level: 1, name: "Edit your profile" });
  // The later parts render just after the screen has painted.
  await waitFor(() => expect(screen.queryByText("Loading…")).toBeNull());
  return rendered;
}

describe("the business and individual profile editor", { timeout: 15_000 }, () => {
  it("fills a business's answers and saves a change through PATCH, then returns home", async () => {
    const saved = businessProfile({
      nextStep: "done",
      website: "https://summit.example.com",
      bio: "Gear for teams.",
    });
    const calls = mockApi({
      ...lookupHandlers(),
      "GET /api/profile/my": myProfile("business", { id: "biz-1", nextStep: "done" }),
      "GET /api/profile/private/biz-1": privateProfileOf(saved),
      "PATCH /api/profile/business/update/biz-1": { body: { data: saved } },
    });
    const { user, router } = await open();

    const answers = screen.getByRole("region", { name: "Your business" });
    expect(within(answers).getByRole("combobox", { name: "Business type" })).toHaveValue(
      "Sports Apparel",
    );
    expect(within(answers).getByText("Social Media Posts")).toBeVisible();
    const website = within(answers).getByRole("textbox", { name: /Website/ });
    expect(website).toHaveValue("https://summit.example.com");
    expect(screen.getByRole("textbox", { name: /Bio/ })).toHaveValue("Gear for teams.");

    await user.clear(website);
    await user.click(screen.getByRole("button", { name: "Save answers" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(calls.callsTo("PATCH", "/api/profile/business/update/biz-1").map((c) => c.body)).toEqual(
      [{ location: 10, type: 50, marketingTactics: [60], goals: [70], website: null }],
    );
  });

  it("saves an individual's bio alone and returns home", async () => {
    const saved = individualProfile({ nextStep: "done", bio: "A coach." });
    const calls = mockApi({
      ...lookupHandlers(),
      "GET /api/profile/my": myProfile("individual", { id: "ind-1", nextStep: "done" }),
      "GET /api/profile/private/ind-1": privateProfileOf(saved),
      "PATCH /api/profile/individual/update/ind-1": { body: { data: saved } },
    });
    const { user, router } = await open();

    expect(screen.getByRole("region", { name: "Where you are" })).toBeVisible();
    const bio = screen.getByRole("textbox", { name: /Bio/ });
    await user.clear(bio);
    await user.type(bio, "A coach who books athletes for clinics.");
    await user.click(screen.getByRole("button", { name: "Save photo and bio" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(
      calls.callsTo("PATCH", "/api/profile/individual/update/ind-1").map((c) => c.body),
    ).toEqual([{ bio: "A coach who books athletes for clinics." }]);
  });
});
