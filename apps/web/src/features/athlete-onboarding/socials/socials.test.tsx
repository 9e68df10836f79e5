import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { athleteProfile, myAthlete, privateProfile } from "@web/test/athlete-fixtures";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const UPDATE = "/api/profile/athlete/update/ath-1";

function api(extra: Record<string, MockReply> = {}) {
  return mockApi({
    "GET /api/profile/private/ath-1": privateProfile(),
    [`PATCH ${UPDATE}`]: { body: { data: athleteProfile() } },
    // Keeps the next screen from answering the test with its own calls' failures.
    "GET /api/profile/my": myAthlete(null),
    ...extra,
  });
}

async function open(profileId: string | null = "ath-1") {
  if (profileId) useProfileStore.getState().setProfileId(profileId);
  const rendered = renderApp(ROUTES.athleteAddSocials);
  await screen.findByRole("heading", { level: 1, name: "Add your socials" });
  return rendered;
}

describe("athlete add-socials", () => {
  it("is step 3 of 4 with a URL field per network", async () => {
    api();
    await open();

    expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
    for (const name of ["Instagram", "YouTube", "Twitter/X", "TikTok", "Facebook"]) {
      expect(screen.getByRole("textbox", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "type",
        "url",
      );
    }
  });

  it("refuses a link to another network", async () => {
    const calls = api();
    const { user } = await open();

    await user.type(
      screen.getByRole("textbox", { name: /^Instagram/ }),
      "https://facebook.com/kim",
    );
    await user.type(screen.getByRole("textbox", { name: /^TikTok/ }), "not a link");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(screen.getByRole("textbox", { name: /^Instagram/ })).toHaveAccessibleDescription(
      "Please enter a valid Instagram link",
    );
    expect(screen.getByRole("textbox", { name: /^TikTok/ })).toHaveAccessibleDescription(
      MESSAGES.invalidLink,
    );
    expect(calls.callsTo("PATCH", UPDATE)).toHaveLength(0);
  });

  it("sends only the links given, then opens create-profile", async () => {
    const calls = api();
    const { user, router } = await open();

    await user.type(screen.getByRole("textbox", { name: /^Instagram/ }), "instagram.com/kim");
    await user.type(screen.getByRole("textbox", { name: /^Twitter\/X/ }), "https://x.com/kim");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteCreateProfile));
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([
      { socials: { instagram: "https://instagram.com/kim", x: "https://x.com/kim" } },
    ]);
  });

  it("skips with an empty socials object, so the server records the step", async () => {
    const calls = api();
    const { user, router } = await open();

    await user.type(screen.getByRole("textbox", { name: /^Instagram/ }), "https://facebook.com/x");
    await user.click(screen.getByRole("button", { name: "Skip" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteCreateProfile));
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([{ socials: {} }]);
  });

  it("shows the links saved before", async () => {
    api({
      "GET /api/profile/private/ath-1": privateProfile(
        athleteProfile({ socials: { youtube: "https://youtube.com/@kim" } }),
      ),
    });
    await open();

    expect(screen.getByRole("textbox", { name: /^YouTube/ })).toHaveValue(
      "https://youtube.com/@kim",
    );
  });

  it("logs 'Athlete ID not passed' and does nothing without a profile id", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = api();
    const { user, router } = await open(null);

    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Skip" }));

    expect(error.mock.calls).toEqual([["Athlete ID not passed"], ["Athlete ID not passed"]]);
    expect(calls.calls.filter((call) => call.method === "PATCH")).toHaveLength(0);
    expect(router.state.location.pathname).toBe(ROUTES.athleteAddSocials);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("recovers the id of a signed-in athlete from their own profile first", async () => {
    const calls = api({ "GET /api/profile/my": myAthlete({ id: "ath-1", nextStep: "socials" }) });
    const { user, router } = await open(null);

    await user.click(screen.getByRole("button", { name: "Skip" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteCreateProfile));
    expect(calls.callsTo("PATCH", UPDATE)).toHaveLength(1);
    expect(useProfileStore.getState().profileId).toBe("ath-1");
  });

  it("shows a failed save in the problem dialog", async () => {
    api({ [`PATCH ${UPDATE}`]: apiError(404, MESSAGES.profileNotFound, "NOT_FOUND") });
    const { user, router } = await open();

    await user.click(screen.getByRole("button", { name: "Continue" }));

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.profileNotFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.athleteAddSocials);
  });
});
