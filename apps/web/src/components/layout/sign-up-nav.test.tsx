import { ROUTES } from "@lineup/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@web/test/render-app";

async function openMenu() {
  const rendered = renderApp(ROUTES.home);
  await screen.findByRole("heading", { level: 1 });
  const button = screen.getByRole("button", { name: "Menu" });
  await rendered.user.click(button);
  return { ...rendered, button };
}

describe("sign-up menu on small screens", () => {
  it("is a disclosure button that controls the sign-up navigation", async () => {
    const { button, user } = await openMenu();

    expect(button).toHaveAttribute("aria-expanded", "true");
    const controlled = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(controlled).toBe(screen.getByRole("navigation", { name: "Sign up" }));

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { button, user } = await openMenu();
    await user.tab();
    expect(screen.getByRole("link", { name: "Sign up as athlete" })).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when the route changes", async () => {
    const { button, user } = await openMenu();

    await user.click(screen.getByRole("link", { name: "Sign up as business" }));
    await screen.findByRole("heading", { level: 1, name: "Join as a business" });

    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
