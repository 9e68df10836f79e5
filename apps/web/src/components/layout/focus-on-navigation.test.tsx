import { ROUTES } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@web/test/render-app";

describe("focus on navigation", () => {
  it("leaves focus alone on the first load, then moves it to each new screen's heading", async () => {
    const { user } = renderApp(ROUTES.home);
    await screen.findByRole("heading", { level: 1 });
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Sign up as business" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Join as a business" });

    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: not a tab stop.
    expect(heading).toHaveAttribute("tabindex", "-1");
  });
});
