import { ROUTES, ROUTES_WITHOUT_NAV, STORAGE_KEYS } from "@lineup/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@web/test/render-app";

const SIGN_UP_LINKS = [
  "Sign up as athlete",
  "Sign up as individual",
  "Sign up as agent",
  "Sign up as business",
];

/** Waits for the lazily loaded screen, so absence checks run against a rendered page. */
async function screenLoaded() {
  await screen.findByRole("heading", { level: 1 });
}

function signUpNav() {
  return screen.queryByRole("navigation", { name: "Sign up" });
}

describe("site header", () => {
  it("shows the logo linking home and the four sign-up links on the home page", async () => {
    renderApp(ROUTES.home);
    await screenLoaded();

    expect(screen.getByRole("link", { name: "Lineup" })).toHaveAttribute("href", ROUTES.home);
    const nav = signUpNav();
    expect(nav).not.toBeNull();
    const names = within(nav!)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(SIGN_UP_LINKS);
    expect(within(nav!).getByRole("link", { name: "Sign up as agent" })).toHaveAttribute(
      "href",
      ROUTES.agentJoin,
    );
  });

  it.each(ROUTES_WITHOUT_NAV)("hides the navigation on %s", async (path) => {
    renderApp(path);
    await screenLoaded();

    expect(screen.getByRole("link", { name: "Lineup" })).toBeInTheDocument();
    expect(signUpNav()).toBeNull();
    expect(screen.queryByRole("link", { name: /^sign up as/i })).toBeNull();
  });

  it("keeps the navigation on screens not in the hidden list", async () => {
    renderApp(ROUTES.athleteGetStarted);
    await screenLoaded();

    expect(signUpNav()).not.toBeNull();
  });

  it("hides only the athlete link inside the athlete sign-up section", async () => {
    renderApp(ROUTES.athleteJoin);
    await screenLoaded();

    const nav = within(signUpNav()!);
    expect(nav.queryByRole("link", { name: "Sign up as athlete" })).toBeNull();
    for (const name of SIGN_UP_LINKS.slice(1)) {
      expect(nav.getByRole("link", { name })).toBeInTheDocument();
    }
  });

  it("stores the role and opens the join screen when a sign-up link is clicked", async () => {
    const { user, router } = renderApp(ROUTES.home);
    await screenLoaded();
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBeNull();

    await user.click(screen.getByRole("link", { name: "Sign up as athlete" }));

    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("athlete");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Join as an athlete" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.athleteJoin);
  });

  it("offers a log-in link everywhere but on the login screen itself", async () => {
    renderApp(ROUTES.home);
    await screenLoaded();
    expect(screen.getAllByRole("link", { name: "Log in" })[0]).toHaveAttribute(
      "href",
      ROUTES.login,
    );
  });
});
