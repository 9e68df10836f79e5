import { ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { athleteProfile, privateProfile } from "@web/test/athlete-fixtures";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { myProfile } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const UPDATE = "/api/profile/athlete/update/ath-1";
const CLINIC = "0b9c2a53-5a7e-4c1d-9a36-2f1f6f0c8e11";
const CAMP = "6f4e8d2c-1b3a-4e5f-8a7b-9c0d1e2f3a4b";
const saved = athleteProfile({
  nextStep: "done",
  sport: { id: 1, name: "Soccer" },
  roles: [{ id: 30, name: "Goalkeeper" }],
  team: "Rapids",
  education: "College",
  class: 2027,
  gender: "Female",
  bio: "Keeper from Austin.",
  socials: { instagram: "https://instagram.com/kim" },
  services: [{ id: CLINIC, name: "Goalkeeping clinic", price: 120 }],
});

function api(extra: Record<string, MockReply | ((body: unknown) => MockReply)> = {}) {
  return mockApi({
    ...lookupHandlers(),
    "GET /api/profile/my": myProfile("athlete", { id: "ath-1", nextStep: "done" }),
    "GET /api/profile/private/ath-1": privateProfile(saved),
    [`PATCH ${UPDATE}`]: { body: { data: saved } },
    ...extra,
  });
}

async function open() {
  const rendered = renderApp(ROUTES.editProfile);
  await screen.findByRole("heading", { level: 1, name: "Edit your profile" });
  // The later parts render just after the screen has painted.
  await waitFor(() => expect(screen.queryByText("Loading…")).toBeNull());
  return rendered;
}

const section = (name: string) => screen.getByRole("region", { name });

describe("the athlete's profile editor", { timeout: 15_000 }, () => {
  it("shows every saved answer in the onboarding's forms", async () => {
    api();
    await open();

    const game = section("Your game");
    expect(within(game).getByRole("combobox", { name: "Sport" })).toHaveValue("Soccer");
    expect(within(game).getByRole("textbox", { name: /^Team/ })).toHaveValue("Rapids");
    expect(within(game).getByRole("combobox", { name: /Competition level/ })).toHaveValue(
      "College",
    );
    expect(within(game).getByRole("radio", { name: "Female" })).toBeChecked();
    expect(within(game).getByText("Goalkeeper")).toBeVisible();
    expect(within(section("Socials")).getByRole("textbox", { name: /^Instagram/ })).toHaveValue(
      "https://instagram.com/kim",
    );
    const profile = section("Photos, bio and services");
    expect(within(profile).getByRole("textbox", { name: /Bio/ })).toHaveValue(
      "Keeper from Austin.",
    );
    // The owner sees their own price here, and only here.
    expect(within(profile).getByRole("list", { name: "Your services" })).toHaveTextContent(
      /Goalkeeping clinic.*\$120/,
    );
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Skip" })).toBeNull();
  });

  it("saves a changed answer through PATCH with every answer, then returns home", async () => {
    const calls = api({
      "GET /api/profile/my": myProfile("athlete", { id: "ath-1", nextStep: "done" }),
    });
    const { user, router } = await open();

    const team = within(section("Your game")).getByRole("textbox", { name: /^Team/ });
    await user.clear(team);
    await user.type(team, "Austin FC Academy");
    await user.click(screen.getByRole("button", { name: "Save answers" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(calls.callsTo("POST", "/api/profile/athlete/create")).toHaveLength(0);
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([
      {
        sport: 1,
        team: "Austin FC Academy",
        hometown: 10,
        roles: [30],
        activities: [20],
        education: "College",
        class: 2027,
        statistics: null,
        gender: "Female",
      },
    ]);
  });

  it("changes a service's price: remove it, add it again, save", async () => {
    const calls = api();
    const { user, router } = await open();

    const profile = section("Photos, bio and services");
    await user.click(within(profile).getByRole("button", { name: "Remove Goalkeeping clinic" }));
    await user.click(within(profile).getByRole("button", { name: /Add a new service/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a new service" });
    await user.type(within(dialog).getByRole("textbox", { name: "Service name" }), "Keeper camp");
    await user.type(within(dialog).getByRole("textbox", { name: /Minimum price/ }), "250");
    await user.click(within(dialog).getByRole("button", { name: "Add service" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([
      { services: [{ name: "Keeper camp", price: 250 }], bio: "Keeper from Austin." },
    ]);
  });

  it("edits a service's price in place with Edit, and the PATCH carries the same id", async () => {
    const two = {
      ...saved,
      services: [...saved.services, { id: CAMP, name: "Keeper camp", price: 250.5 }],
    };
    const calls = api({ "GET /api/profile/private/ath-1": privateProfile(two) });
    const { user, router } = await open();

    const profile = section("Photos, bio and services");
    const list = within(profile).getByRole("list", { name: "Your services" });
    const edit = within(list).getByRole("button", { name: "Edit Goalkeeping clinic" });
    await user.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit service" });
    const name = within(dialog).getByRole("textbox", { name: "Service name" });
    const price = within(dialog).getByRole("textbox", { name: /Minimum price/ });
    // Filled with the saved service; focus starts in the form.
    expect(name).toHaveValue("Goalkeeping clinic");
    expect(price).toHaveValue("120");
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(price);
    await user.type(price, "4,321.75");
    await user.keyboard("{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus is back on the same Edit button, and the row changed where it stands.
    expect(within(list).getByRole("button", { name: "Edit Goalkeeping clinic" })).toHaveFocus();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Goalkeeping clinic\$4,321\.75Edit/),
      expect.stringMatching(/^Keeper camp\$250\.50Edit/),
    ]);
    expect(within(profile).getByText("Goalkeeping clinic updated.")).toHaveRole("status");
    expect(within(list).getByRole("button", { name: "Remove Goalkeeping clinic" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([
      {
        services: [
          { id: CLINIC, name: "Goalkeeping clinic", price: 4321.75 },
          { id: CAMP, name: "Keeper camp", price: 250.5 },
        ],
        bio: "Keeper from Austin.",
      },
    ]);
  });

  it("renames a service with Edit by keyboard; Cancel and Escape change nothing", async () => {
    const calls = api();
    const { user, router } = await open();

    const list = within(section("Photos, bio and services")).getByRole("list", {
      name: "Your services",
    });
    const edit = within(list).getByRole("button", { name: "Edit Goalkeeping clinic" });
    edit.focus();
    await user.keyboard("{Enter}");
    let dialog = await screen.findByRole("dialog", { name: "Edit service" });
    await user.type(within(dialog).getByRole("textbox", { name: /Minimum price/ }), "9");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(edit).toHaveFocus();
    expect(list).toHaveTextContent(/Goalkeeping clinic\$120\.00/);

    await user.keyboard(" ");
    dialog = await screen.findByRole("dialog", { name: "Edit service" });
    // A fresh form: the typed-and-cancelled 9 is gone.
    expect(within(dialog).getByRole("textbox", { name: /Minimum price/ })).toHaveValue("120");
    const name = within(dialog).getByRole("textbox", { name: "Service name" });
    await user.clear(name);
    await user.type(name, "Keeper clinic");
    await user.click(within(dialog).getByRole("button", { name: "Save service" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(list).getByRole("button", { name: "Edit Keeper clinic" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([
      {
        services: [{ id: CLINIC, name: "Keeper clinic", price: 120 }],
        bio: "Keeper from Austin.",
      },
    ]);
  });

  it("saves the socials alone and returns home", async () => {
    const calls = api();
    const { user, router } = await open();

    const x = within(section("Socials")).getByRole("textbox", { name: /^Twitter\/X/ });
    await user.type(x, "x.com/kim");
    await user.click(screen.getByRole("button", { name: "Save socials" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(calls.callsTo("PATCH", UPDATE).map((call) => call.body)).toEqual([
      { socials: { instagram: "https://instagram.com/kim", x: "https://x.com/kim" } },
    ]);
  });

  it("sends an agent to Settings and a visitor to login", async () => {
    api({ "GET /api/profile/my": myProfile("agent") });
    const agent = renderApp(ROUTES.editProfile);
    await waitFor(() => expect(agent.router.state.location.pathname).toBe(ROUTES.settings));
    agent.unmount();

    api({ "GET /api/profile/my": apiError(401, "Please log in", "UNAUTHORIZED") });
    const visitor = renderApp(ROUTES.editProfile);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe(ROUTES.login));
  });
});
