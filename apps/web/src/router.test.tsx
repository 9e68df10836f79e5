import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "./router";
import { renderApp } from "./test/render-app";

function Boom(): never {
  throw new Error("The scoreboard fell over");
}

/** The layout route and the pathless error-boundary group inside it. */
function routeTree() {
  const [root] = routes;
  const group = root?.children?.[0];
  if (!root || root.index || !group || group.index || !group.children) {
    throw new Error("unexpected route tree shape");
  }
  return { root, group, screens: group.children };
}

/** The real tree with one extra screen that throws, mounted where every other screen lives. */
function routesWithThrowingScreen(): RouteObject[] {
  const { root, group, screens } = routeTree();
  const children = [...screens, { path: "/boom", Component: Boom }];
  return [{ ...root, children: [{ ...group, children }] }];
}

/** Every route of the tree that loads a module. */
function lazyRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [
    ...(route.lazy ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

describe("router", () => {
  it("loads every screen as a route module of one shape: Component, and maybe loader and handle", async () => {
    for (const route of lazyRoutes(routes)) {
      const module = await (route.lazy as () => Promise<Record<string, unknown>>)();
      const keys = Object.keys(module);
      expect(typeof module.Component, route.path).toBe("function");
      expect(
        keys.every((key) => ["Component", "loader", "handle"].includes(key)),
        route.path,
      ).toBe(true);
    }
  });

  it.each(Object.values(ROUTES))("has a screen of its own for %s", (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1);
    expect(leaf?.route.path).not.toBe("*");
    // Index routes match with a trailing slash ("/auth/"); the screen is the same.
    expect(leaf?.pathname.replace(/(.)\/$/, "$1")).toBe(path);
  });

  it("sends /auth on to the sign-up route", async () => {
    const { router } = renderApp(ROUTES.auth);

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Join as an athlete, business or individual",
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.signUp);
  });

  it.each([
    [ROUTES.businessGetStarted, "Tell us about your business", "Business get started"],
    [ROUTES.individualGetStarted, "Tell us where you are", "Individual get started"],
    [ROUTES.agentFindAthlete, "Invite your athletes", "Invite an athlete"],
  ])("builds the onboarding screen at %s", async (path, heading, title) => {
    renderApp(path);

    await screen.findByRole("heading", { level: 1, name: heading });
    await waitFor(() => expect(document.title).toBe(`${title} — Lineup`));
  });

  it("titles the document after each built screen", async () => {
    renderApp(ROUTES.forgotPassword);

    await screen.findByRole("heading", { level: 1, name: "Forgot your password?" });
    await waitFor(() => expect(document.title).toBe("Forgot password — Lineup"));
  });

  it("shows a friendly not-found screen for unknown addresses", async () => {
    renderApp("/auth/no-such-screen");

    expect(await screen.findByRole("heading", { name: "Out of bounds" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.routeNotFound, { exact: false })).toBeInTheDocument();
  });

  it("shows the fallback error screen, with the header, when a screen throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/boom", routesWithThrowingScreen());

    expect(
      await screen.findByRole("heading", { name: MESSAGES.routerFallbackTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText("The scoreboard fell over")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lineup" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", ROUTES.home);
  });

  it("shows the fallback error screen when the layout itself throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp(ROUTES.home, [{ ...routeTree().root, Component: Boom }]);

    expect(
      await screen.findByRole("heading", { name: MESSAGES.routerFallbackTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText("The scoreboard fell over")).toBeInTheDocument();
  });
});
