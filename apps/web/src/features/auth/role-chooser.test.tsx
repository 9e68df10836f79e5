import { JOIN_ROUTE, MESSAGES, ROUTES, STORAGE_KEYS, USER_ROLES } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@web/test/render-app";

async function openChooser() {
  const rendered = renderApp(ROUTES.signUp);
  await screen.findByRole("heading", {
    level: 1,
    name: /join as an athlete, business or individual/i,
  });
  return rendered;
}

describe("role chooser", () => {
  it("offers the four roles as required radio options", async () => {
    await openChooser();

    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "athlete",
      "business",
      "individual",
      "agent",
    ]);
    for (const radio of radios) expect(radio).toBeRequired();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", ROUTES.login);
  });

  it("alerts when Continue is pressed with no role chosen, and stays put", async () => {
    const { user, router } = await openChooser();

    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.selectRole);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a role before continuing.");
    expect(router.state.location.pathname).toBe(ROUTES.signUp);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBeNull();
  });

  it.each(USER_ROLES)("stores %s and opens its join screen", async (role) => {
    const { user, router } = await openChooser();

    await user.click(screen.getByRole("radio", { name: new RegExp(`^${role}`, "i") }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe(role);
    await waitFor(() => expect(router.state.location.pathname).toBe(JOIN_ROUTE[role]));
  });

  it("clears the alert once a role is picked", async () => {
    const { user } = await openChooser();
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await user.click(screen.getByRole("radio", { name: /^agent/i }));

    expect(screen.queryByRole("alert")).toBeNull();
  });
});
