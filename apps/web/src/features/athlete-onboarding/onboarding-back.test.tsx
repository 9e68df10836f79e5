import { ROUTES } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { athleteProfile, myAthlete, privateProfile } from "@web/test/athlete-fixtures";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const UPDATE = "/api/profile/athlete/update/ath-1";
const saved = athleteProfile({
  nextStep: "socials",
  team: "Rapids",
  gender: "Male",
  roles: [{ id: 30, name: "Goalkeeper" }],
});

function api() {
  return mockApi({
    ...lookupHandlers(),
    "GET /api/profile/my": myAthlete({ id: "ath-1", nextStep: "socials" }),
    "GET /api/profile/private/ath-1": privateProfile(saved),
    "GET /api/representation": { body: { data: { invitedBy: null } } },
    [`PATCH ${UPDATE}`]: { body: { data: saved } },
  });
}

describe("going back in athlete onboarding (decision 0076)", { timeout: 15_000 }, () => {
  it("Back on socials opens get-started with the saved answers; Continue updates, never creates", async () => {
    const calls = api();
    const { user, router } = renderApp(ROUTES.athleteAddSocials);
    await screen.findByRole("heading", { level: 1, name: "Add your socials" });

    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { level: 1, name: "Tell us about your game" });
    expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted);
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveValue("Soccer");
    expect(screen.getByRole("textbox", { name: /^Team/ })).toHaveValue("Rapids");
    expect(screen.getByRole("radio", { name: "Male" })).toBeChecked();

    const team = screen.getByRole("textbox", { name: /^Team/ });
    await user.clear(team);
    await user.type(team, "Austin FC");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteAddSocials));
    expect(calls.callsTo("POST", "/api/profile/athlete/create")).toHaveLength(0);
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toMatchObject([
      { sport: 1, team: "Austin FC", roles: [30], gender: "Male" },
    ]);
  });

  it("the browser's Back from socials shows get-started too, not a bounce forward", async () => {
    api();
    const { router } = renderApp(ROUTES.athleteAddSocials);
    await screen.findByRole("heading", { level: 1, name: "Add your socials" });
    await router.navigate(ROUTES.athleteGetStarted);
    await router.navigate(ROUTES.athleteAddSocials);
    await screen.findByRole("heading", { level: 1, name: "Add your socials" });

    await router.navigate(-1);
    await screen.findByRole("heading", { level: 1, name: "Tell us about your game" });
    expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted);
    expect(screen.getByRole("textbox", { name: /^Team/ })).toHaveValue("Rapids");
  });

  it("Back on create-profile opens the socials", async () => {
    api();
    const { user, router } = renderApp(ROUTES.athleteCreateProfile);
    await screen.findByRole("heading", { level: 1, name: "Build your profile" });

    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("heading", { level: 1, name: "Add your socials" });
    expect(router.state.location.pathname).toBe(ROUTES.athleteAddSocials);
  });

  it("landing on get-started with a profile still forwards to the step it owes", async () => {
    api();
    const { router } = renderApp(ROUTES.athleteGetStarted);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteAddSocials));
    expect(screen.queryByRole("heading", { name: "Tell us about your game" })).toBeNull();
  });
});
