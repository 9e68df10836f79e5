import { MESSAGES, ROUTES, type AthleteCard, type MyProfile } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { athleteProfile, privateProfile } from "@web/test/athlete-fixtures";
import { businessProfile, myProfile, privateProfileOf } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

const done = { id: "prof-1", nextStep: "done" } as const;

const shortlisted = (id: string, name: string, sport: string): AthleteCard => ({
  id,
  name,
  avatarUrl: null,
  sport: { id: 1, name: sport },
  positions: [],
  level: "College",
  city: { id: 10, name: "Austin", state: "Texas" },
  services: [],
  hasAgent: false,
});
const noLinks = { athletes: [], agent: null };

describe("/home", () => {
  it("tells a pending person they are on the waiting list and what happens next", async () => {
    mockApi({ "GET /api/profile/my": myProfile("athlete", done) });
    renderApp(ROUTES.myHome);

    expect(
      await screen.findByRole("heading", { level: 1, name: /Welcome, Robin Hale/ }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
    expect(screen.getByText("What happens next")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Continue your profile" })).toBeNull();
  });

  it("shows the operator's message when changes are requested", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("business", done, noLinks, {
        status: "changes_requested",
        statusMessage: "Add your website, please.",
      }),
    });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("heading", { name: /few changes/ })).toBeVisible();
    expect(screen.getByText("Add your website, please.")).toBeVisible();
  });

  it("shows a decision taken meanwhile when the person comes back to the tab", async () => {
    let standing: { status: "pending" | "approved"; statusMessage: null } = {
      status: "pending",
      statusMessage: null,
    };
    mockApi({ "GET /api/profile/my": () => myProfile("agent", null, noLinks, standing) });
    renderApp(ROUTES.myHome);
    expect(await screen.findByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();

    standing = { status: "approved", statusMessage: null };
    window.dispatchEvent(new Event("focus"));
    expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
  });

  it("names what approval opens, without a dead link", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("agent", null, noLinks, {
        status: "approved",
        statusMessage: null,
      }),
    });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
    expect(screen.getByText(/athletes you represent/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Search for athletes" })).toHaveAttribute(
      "href",
      ROUTES.search,
    );
    // An agent lands here after registration (decision 0067): inviting stays one click away.
    expect(screen.getByRole("link", { name: "Invite your athletes" })).toHaveAttribute(
      "href",
      ROUTES.agentFindAthlete,
    );
  });

  it.each(["business", "individual"] as const)(
    "opens the search to an approved %s",
    async (role) => {
      mockApi({
        "GET /api/profile/my": myProfile(role, null, noLinks, {
          status: "approved",
          statusMessage: null,
        }),
      });
      renderApp(ROUTES.myHome);

      expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
      expect(screen.getByRole("link", { name: "Search for athletes" })).toHaveAttribute(
        "href",
        ROUTES.search,
      );
      expect(screen.queryByText(/as soon as search arrives/)).toBeNull();
    },
  );

  it("gives an approved athlete no search", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("athlete", null, noLinks, {
        status: "approved",
        statusMessage: null,
      }),
    });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Search for athletes" })).toBeNull();
  });

  it("lists a buyer's shortlist, each athlete opening the profile, and removes one", async () => {
    let list = [
      shortlisted("a1", "Aaliyah Brooks", "Soccer"),
      shortlisted("a2", "Marcus Lee", "Basketball"),
    ];
    const api = mockApi({
      "GET /api/profile/my": myProfile("business", null, noLinks, {
        status: "approved",
        statusMessage: null,
      }),
      "GET /api/shortlist": () => ({ body: { data: { list, total: list.length } } }),
      "DELETE /api/shortlist/a1": () => {
        list = list.slice(1);
        return { body: { data: { shortlisted: false } } };
      },
    });
    const { user } = renderApp(ROUTES.myHome);

    const panel = within(await screen.findByRole("region", { name: "Your shortlist" }));
    expect(panel.getByRole("link", { name: "Aaliyah Brooks" })).toHaveAttribute(
      "href",
      `${ROUTES.athleteProfile}?id=a1`,
    );
    expect(panel.getByText("Basketball · Austin, Texas")).toBeVisible();
    await user.click(
      panel.getByRole("button", { name: "Remove Aaliyah Brooks from your shortlist" }),
    );
    await waitFor(() => expect(panel.queryByRole("link", { name: "Aaliyah Brooks" })).toBeNull());
    expect(panel.getByRole("link", { name: "Marcus Lee" })).toBeVisible();
    expect(api.callsTo("DELETE", "/api/shortlist/a1")).toHaveLength(1);
  });

  it("points an empty shortlist to the search, and shows the home when it cannot be read", async () => {
    const approved = { status: "approved" as const, statusMessage: null };
    mockApi({
      "GET /api/profile/my": myProfile("individual", null, noLinks, approved),
      "GET /api/shortlist": { body: { data: { list: [], total: 0 } } },
    });
    const first = renderApp(ROUTES.myHome);
    const panel = within(await screen.findByRole("region", { name: "Your shortlist" }));
    expect(panel.getByText(/Save athletes from their profiles/)).toBeVisible();
    first.unmount();

    mockApi({
      "GET /api/profile/my": myProfile("individual", null, noLinks, approved),
      "GET /api/shortlist": apiError(500, MESSAGES.anUnknownErrorOccurred, "INTERNAL_ERROR"),
    });
    renderApp(ROUTES.myHome);
    expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Your shortlist" })).toBeNull();
  });

  it("shows an approved athlete how often buyers found and opened the profile this week", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("athlete", done, noLinks, {
        status: "approved",
        statusMessage: null,
      }),
      "GET /api/profile/my/search-stats": {
        body: { data: { appearances: 1234, views: 7, days: 7 } },
      },
    });
    renderApp(ROUTES.myHome);

    const panel = within(await screen.findByRole("region", { name: "Your last 7 days" }));
    expect(panel.getByText("Appearances in search results").nextSibling).toHaveTextContent("1,234");
    expect(panel.getByText("Profile views").nextSibling).toHaveTextContent("7");
    expect(panel.getByText(/never shown/)).toBeVisible();
    expect(screen.queryByRole("region", { name: "Your shortlist" })).toBeNull();
  });

  it("opens the console to an operator, who has no profile to finish", async () => {
    const operator = myProfile("agent", null, noLinks, { status: "approved", statusMessage: null });
    const data = (operator.body as { data: MyProfile }).data;
    data.account = { ...data.account, role: "operator", firstName: "Olga", lastName: "Operator" };
    mockApi({ "GET /api/profile/my": operator });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the operator console" })).toHaveAttribute(
      "href",
      "/operator",
    );
    expect(screen.getByRole("link", { name: "Search for athletes" })).toHaveAttribute(
      "href",
      ROUTES.search,
    );
    expect(screen.queryByText(/will open here as soon as it arrives/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Continue your profile" })).toBeNull();
  });

  it("offers to continue an unfinished profile", async () => {
    mockApi({ "GET /api/profile/my": myProfile("athlete", { id: "prof-1", nextStep: "socials" }) });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("link", { name: "Continue your profile" })).toHaveAttribute(
      "href",
      ROUTES.athleteAddSocials,
    );
  });

  it("sends a signed-out visitor to login and back to /home afterwards", async () => {
    let signedIn = false;
    mockApi({
      "GET /api/profile/my": () =>
        signedIn ? myProfile("athlete", done) : apiError(401, "Please log in", "UNAUTHORIZED"),
      "POST /api/auth/local/signIn": () => {
        signedIn = true;
        return { body: { data: {} } };
      },
    });
    const { router, user } = renderApp(ROUTES.myHome);

    await screen.findByRole("heading", { level: 1, name: "Welcome back" });
    expect(router.state.location.pathname).toBe(ROUTES.login);
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(ROUTES.myHome);
    await user.type(screen.getByLabelText("E-mail"), "robin@example.com");
    await user.type(screen.getByLabelText("Password"), "secret password");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Welcome, Robin Hale/ }),
    ).toBeVisible();
  });

  it("names what is missing and previews the profile without its prices", async () => {
    const profile = athleteProfile({
      id: "prof-1",
      bio: "Point guard from Austin.",
      services: [{ id: "s1", name: "Shooting clinic", price: 4321.5 }],
      socials: { instagram: "https://instagram.com/robin" },
    });
    mockApi({
      "GET /api/profile/my": myProfile("athlete", done),
      "GET /api/profile/private/prof-1": privateProfile(profile),
    });
    renderApp(ROUTES.myHome);

    const meter = await screen.findByRole("meter", { name: "Profile completion" });
    expect(meter).toHaveAttribute("aria-valuenow", "60");
    const missing = screen.getByRole("list", { name: "Still missing" });
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["A profile photo", "Photos or videos"]);
    expect(screen.getByRole("heading", { name: "How buyers will see you" })).toBeVisible();
    const preview = screen.getByRole("article", { name: "Public profile preview" });
    expect(preview).toHaveTextContent("Robin Hale");
    expect(preview).toHaveTextContent("Soccer · Austin, Texas");
    expect(preview).toHaveTextContent("Point guard from Austin.");
    expect(within(preview).getByRole("list", { name: "Services" })).toHaveTextContent(
      "Shooting clinic",
    );
    expect(document.body.textContent).not.toMatch(/4321|4,321|\$/);
  });
  it("tells a business that athletes are who will see its profile", async () => {
    const business = businessProfile({ id: "prof-1" });
    mockApi({
      "GET /api/profile/my": myProfile("business", done),
      "GET /api/profile/private/prof-1": privateProfileOf(business),
    });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("heading", { name: "How athletes will see you" })).toBeVisible();
    expect(screen.queryByText("How buyers will see you")).toBeNull();
  });

  it("resubmits a profile with requested changes, then shows the waiting list", async () => {
    let status: "changes_requested" | "pending" = "changes_requested";
    const calls = mockApi({
      "GET /api/profile/my": () =>
        myProfile("business", done, noLinks, {
          status,
          statusMessage: status === "pending" ? null : "Add your website, please.",
        }),
      "POST /api/profile/resubmit": () => {
        status = "pending";
        return { body: { data: { status: "pending" } } };
      },
    });
    const { user } = renderApp(ROUTES.myHome);

    expect(await screen.findByRole("link", { name: "your profile" })).toHaveAttribute(
      "href",
      ROUTES.editProfile,
    );
    await user.click(screen.getByRole("button", { name: "Resubmit for review" }));

    expect(await screen.findByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
    expect(calls.callsTo("POST", "/api/profile/resubmit").map((call) => call.body)).toEqual([{}]);
    expect(screen.queryByRole("button", { name: "Resubmit for review" })).toBeNull();
  });

  it("offers the editor once there is a profile", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("athlete", done),
      "GET /api/profile/private/prof-1": privateProfile(athleteProfile({ id: "prof-1" })),
    });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("link", { name: "Edit your profile" })).toHaveAttribute(
      "href",
      ROUTES.editProfile,
    );
  });
});
