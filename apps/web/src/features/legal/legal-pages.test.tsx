import { ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const SPEC_CHECKBOX = "I have read and agree to the Lineup Privacy Policy.";

function headings(level: number) {
  return screen.getAllByRole("heading", { level }).map((heading) => heading.textContent);
}

describe("the privacy policy", () => {
  it("has one h1 and a section for each thing the issue asks it to say", async () => {
    mockApi();
    renderApp(ROUTES.privacy);

    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    expect(headings(1)).toEqual(["Privacy Policy"]);
    expect(headings(2)).toEqual([
      "On this page",
      "Who we are and what this covers",
      "What we collect",
      "Who sees what",
      "Minors, parents and guardians",
      "Your data: see it, change it, take it, delete it",
      "Cookies and browser storage",
      "Security and how long we keep data",
      "Changes to this policy",
      "Contact us",
    ]);
    // The title is set in an effect after the screen renders.
    await waitFor(() => expect(document.title).toMatch(/^Privacy Policy/));
  });

  it("says prices and contact details stay private, no one under 13, and where to export and delete", async () => {
    mockApi();
    renderApp(ROUTES.privacy);

    const seen = within(await screen.findByRole("region", { name: "Who sees what" })).getByText(
      /Your minimum prices are private/,
    );
    expect(seen.closest("li")).toHaveTextContent(/Only you ever see it/);
    expect(
      screen.getByText(/Your contact details are not shown to buyers/).closest("li"),
    ).toHaveTextContent(/e-mail address and\s+phone number are never part of your public profile/);
    const minors = screen.getByRole("region", { name: "Minors, parents and guardians" });
    expect(minors).toHaveTextContent(/No one under 13/);
    expect(minors).toHaveTextContent(/COPPA/);
    expect(minors).toHaveTextContent(/permission and involvement of a parent or legal guardian/);
    const data = screen.getByRole("region", { name: /Your data/ });
    expect(within(data).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      ROUTES.settings,
    );
    expect(data).toHaveTextContent(/Your data/);
    expect(data).toHaveTextContent(/Delete account/);
    expect(screen.getByRole("region", { name: "Cookies and browser storage" })).toHaveTextContent(
      /one cookie to keep you signed in/,
    );
    expect(
      within(screen.getByRole("region", { name: "Contact us" })).getByRole("link"),
    ).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
  });

  it("lists its sections as in-page links and links the terms", async () => {
    mockApi();
    renderApp(ROUTES.privacy);

    const contents = await screen.findByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links).toHaveLength(9);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(
      within(screen.getByRole("main")).getByRole("link", { name: "Terms of Use" }),
    ).toHaveAttribute("href", ROUTES.terms);
  });

  it("opened on its own (a new tab from the join form) offers a way to Lineup", async () => {
    mockApi();
    renderApp(ROUTES.privacy);

    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    const ways = within(screen.getByRole("main")).getAllByRole("link", { name: /Go to Lineup/ });
    expect(ways).toHaveLength(2);
    for (const way of ways) expect(way).toHaveAttribute("href", ROUTES.home);
  });
});

describe("the terms of use", () => {
  it("has one h1, its sections, and links the privacy policy", async () => {
    mockApi();
    renderApp(ROUTES.terms);

    await screen.findByRole("heading", { level: 1, name: "Terms of Use" });
    expect(headings(1)).toEqual(["Terms of Use"]);
    expect(headings(2)).toContain("Who may join");
    expect(headings(2)).toContain("Profiles, services and prices");
    expect(screen.getByRole("region", { name: "Who may join" })).toHaveTextContent(
      /at least 13 years old/,
    );
    expect(
      within(screen.getByRole("main")).getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", ROUTES.privacy);
  });
});

describe("the footer of every screen", () => {
  it.each([ROUTES.home, ROUTES.login, ROUTES.athleteJoin, ROUTES.privacy])(
    "links the privacy policy and the terms on %s",
    async (path) => {
      mockApi();
      renderApp(path);

      await screen.findByRole("heading", { level: 1 });
      const legal = within(screen.getByRole("contentinfo")).getByRole("navigation", {
        name: "Legal",
      });
      expect(within(legal).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        ROUTES.privacy,
      );
      expect(within(legal).getByRole("link", { name: "Terms of Use" })).toHaveAttribute(
        "href",
        ROUTES.terms,
      );
    },
  );

  it("opens the terms from the footer, and Back returns to the screen it came from", async () => {
    mockApi();
    const { user, router } = renderApp(ROUTES.login);
    await screen.findByRole("heading", { level: 1, name: "Welcome back" });

    const legal = screen.getByRole("navigation", { name: "Legal" });
    await user.click(within(legal).getByRole("link", { name: "Terms of Use" }));
    await screen.findByRole("heading", { level: 1, name: "Terms of Use" });
    const [back] = within(screen.getByRole("main")).getAllByRole("link", { name: /^←?\s*Back$/ });
    await user.click(back!);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
  });
});

describe("the join screens' privacy-policy box", () => {
  it.each([ROUTES.athleteJoin, ROUTES.agentJoin, ROUTES.businessJoin, ROUTES.individualJoin])(
    "keeps the spec's words on %s and makes 'Privacy Policy' a link that opens in a new tab",
    async (path) => {
      mockApi();
      const { user } = renderApp(path);

      const box = await screen.findByRole("checkbox", { name: SPEC_CHECKBOX });
      const label = box.closest("label")!;
      expect(label).toHaveTextContent(SPEC_CHECKBOX);
      const link = within(label).getByRole("link", { name: "Privacy Policy" });
      expect(link).toHaveAttribute("href", ROUTES.privacy);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
      expect(link).toHaveAccessibleDescription(/Opens in a new tab/);

      // The box itself still ticks by its words.
      await user.click(within(label).getByText(/I have read and agree/));
      expect(box).toBeChecked();
    },
  );
});
