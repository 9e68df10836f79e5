import { ROUTES } from "@lineup/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { setSignedIn } from "@web/stores/signed-in-store";
import { mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

afterEach(() => setSignedIn(null));

describe("the header of a signed-in person", () => {
  it("shows who is signed in and no log-in or sign-up links", async () => {
    mockApi();
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete" });
    renderApp(ROUTES.home);

    const button = await screen.findByRole("button", { name: "Account menu for Robin Hale" });
    expect(button).toHaveTextContent("RH");
    const header = screen.getByRole("banner");
    expect(
      within(header)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([ROUTES.home]);
  });

  it("shows the person's own photo when they have one, named by the button, not read twice", async () => {
    mockApi();
    setSignedIn({
      name: "Robin Hale",
      initials: "RH",
      role: "athlete",
      avatarUrl: "/api/media/3f0c2a9e-5d1b-4c3a-9e7f-1a2b3c4d5e6f",
    });
    renderApp(ROUTES.home);

    const button = await screen.findByRole("button", { name: "Account menu for Robin Hale" });
    const image = button.querySelector("img");
    expect(image).toHaveAttribute("src", "/api/media/3f0c2a9e-5d1b-4c3a-9e7f-1a2b3c4d5e6f");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("aria-hidden", "true");
    expect(button).not.toHaveTextContent("RH");
    expect(button).toHaveTextContent("Robin Hale");
  });

  it("shows initials without a photo, and falls back to them when the photo cannot load", async () => {
    mockApi();
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete", avatarUrl: null });
    renderApp(ROUTES.home);

    const button = await screen.findByRole("button", { name: "Account menu for Robin Hale" });
    expect(button.querySelector("img")).toBeNull();
    expect(button).toHaveTextContent("RH");

    act(() =>
      setSignedIn({
        name: "Robin Hale",
        initials: "RH",
        role: "athlete",
        avatarUrl: "/api/media/gone",
      }),
    );
    const image = button.querySelector("img")!;
    expect(image).toHaveAttribute("src", "/api/media/gone");
    fireEvent.error(image);
    await waitFor(() => expect(button.querySelector("img")).toBeNull());
    expect(button).toHaveTextContent("RH");
  });

  it("opens a keyboard menu with Home, My profile, Offers, Settings and Log out", async () => {
    mockApi();
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete" });
    const { user } = renderApp(ROUTES.home);

    const button = await screen.findByRole("button", { name: "Account menu for Robin Hale" });
    button.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Home",
      "My profile",
      "Offers",
      "Settings",
      "Log out",
    ]);
    expect(items[0]).toHaveAttribute("href", ROUTES.myHome);
    expect(items[1]).toHaveAttribute("href", ROUTES.editProfile);
    expect(items[2]).toHaveAttribute("href", ROUTES.offers);
    expect(items[3]).toHaveAttribute("href", "/settings");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(menu).not.toBeVisible());
    expect(button).toHaveFocus();
  });

  it("offers an operator the console where others have their profile", async () => {
    mockApi();
    setSignedIn({ name: "Olga Operator", initials: "OO", role: "operator" });
    const { user } = renderApp(ROUTES.home);

    await user.click(await screen.findByRole("button", { name: "Account menu for Olga Operator" }));
    await screen.findByRole("menu");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Home",
      "Operator console",
      "Search athletes",
      "Settings",
      "Log out",
    ]);
    expect(items[1]).toHaveAttribute("href", "/operator");
    expect(items[2]).toHaveAttribute("href", ROUTES.search);
  });

  it.each(["business", "individual", "agent"] as const)(
    "offers a %s the search for athletes",
    async (role) => {
      mockApi();
      setSignedIn({ name: "Sam Buyer", initials: "SB", role });
      const { user } = renderApp(ROUTES.home);

      await user.click(await screen.findByRole("button", { name: "Account menu for Sam Buyer" }));
      expect(await screen.findByRole("menuitem", { name: "Search athletes" })).toHaveAttribute(
        "href",
        ROUTES.search,
      );
    },
  );

  it("logs out: DELETE /api/auth/logout, the store reset, back to the home page", async () => {
    const api = mockApi({ "DELETE /api/auth/logout": { body: { data: { ok: true } } } });
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete" });
    useProfileStore.getState().setProfileId("prof-1");
    const { user, router } = renderApp(ROUTES.athleteAddSocials);

    await user.click(await screen.findByRole("button", { name: "Account menu for Robin Hale" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home));
    expect(api.callsTo("DELETE", "/api/auth/logout")).toHaveLength(1);
    expect(useProfileStore.getState().profileId).toBeNull();
    // The header's own link (the home page below it has one too once it loads).
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("link", { name: "Log in" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });
});
