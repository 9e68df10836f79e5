import { JOIN_ROUTE, ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";

const CALLS_TO_ACTION = [
  ["Join as an athlete", "athlete"],
  ["Join as a business", "business"],
  ["Join as an individual", "individual"],
  ["Join as an agent", "agent"],
] as const;

describe("home page", () => {
  it("explains Lineup and offers a way in for each of the four roles", async () => {
    renderApp(ROUTES.home);

    expect(
      await screen.findByRole("heading", { level: 1, name: /where athletes get booked/i }),
    ).toBeInTheDocument();
    for (const title of ["Athletes", "Businesses", "Individuals", "Agents"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    }
    for (const [name, role] of CALLS_TO_ACTION) {
      expect(screen.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
        "href",
        JOIN_ROUTE[role],
      );
    }
    // Set by an effect, which may run just after the screen appears.
    await waitFor(() => expect(document.title).toBe("Lineup — where athletes get booked"));
  });

  it("promises no sign-in provider, which an installation may not offer", async () => {
    renderApp(ROUTES.home);
    await screen.findByRole("heading", { level: 1, name: /where athletes get booked/i });

    expect(screen.getByRole("main")).not.toHaveTextContent(/google|facebook/i);
  });

  it("stores the role when a card's call to action is used", async () => {
    const { user, router } = renderApp(ROUTES.home);

    await user.click(await screen.findByRole("link", { name: /Join as an individual/ }));

    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("individual");
    await screen.findByRole("heading", { level: 1, name: "Join as an individual" });
    expect(router.state.location.pathname).toBe(ROUTES.individualJoin);
  });

  it("points people who already have an account to the login screen", async () => {
    renderApp(ROUTES.home);

    const prompt = (await screen.findByText(/Already have an account\?/)).closest("p")!;
    expect(within(prompt).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      ROUTES.login,
    );
  });
});
