import { ROUTES } from "@lineup/shared";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "@web/test/render-app";

/**
 * Renders home and waits for the scroll of the first mount: effects of a lazily loaded screen
 * can run after its heading appears, and a late one must not count as a later navigation's.
 */
async function renderSettledHome() {
  const scrollTo = vi.spyOn(window, "scrollTo");
  const rendered = renderApp(ROUTES.home);
  await screen.findByRole("heading", { level: 1 });
  await waitFor(() => expect(scrollTo).toHaveBeenCalled());
  scrollTo.mockClear();
  return { ...rendered, scrollTo };
}

describe("scroll to top", () => {
  it("scrolls the window to the top on every route change", async () => {
    const { user, scrollTo } = await renderSettledHome();

    await user.click(screen.getByRole("link", { name: "Sign up as business" }));
    await screen.findByRole("heading", { level: 1, name: "Join as a business" });

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it("leaves in-page anchors to the browser", async () => {
    const { router, scrollTo } = await renderSettledHome();

    await act(() => router.navigate(`${ROUTES.home}#main`));

    expect(router.state.location.hash).toBe("#main");
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
