import {
  MESSAGES,
  ROUTES,
  type AthleteCard,
  type AthleteSearchPage,
  type PublicAthleteProfile,
} from "@lineup/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const ID_A = "0a0a0a0a-0000-4000-8000-00000000000a";
const ID_B = "0b0b0b0b-0000-4000-8000-00000000000b";

const card = (id: string, name: string, extra: Partial<AthleteCard> = {}): AthleteCard => ({
  id,
  name,
  avatarUrl: null,
  sport: { id: 1, name: "Soccer" },
  positions: [{ id: 31, name: "Striker" }],
  level: "College",
  classYear: 2027,
  team: "Longhorns",
  city: { id: 10, name: "Austin", state: "Texas" },
  services: [{ id: "s1", name: "Social Media Post" }],
  hasAgent: false,
  ...extra,
});

const page = (list: AthleteCard[], total = list.length): { body: { data: AthleteSearchPage } } => ({
  body: { data: { list, total, totalCapped: false, page: 1, pageSize: 20 } },
});

const profile = (extra: Partial<PublicAthleteProfile> = {}): PublicAthleteProfile => ({
  ...card(ID_A, "Aaliyah Brooks"),
  shortlisted: false,
  bio: "Fast striker who loves her community.",
  interests: [{ id: 20, name: "Fishing" }],
  socials: {
    instagram: "https://instagram.com/aaliyah",
    youtube: "javascript:alert(1)",
  },
  photos: [{ id: "p1", url: "/api/media/p1", contentType: "image/jpeg" }],
  videos: [{ id: "v1", url: "/api/media/v1", contentType: "video/mp4" }],
  agent: { name: "Dana Reyes" },
  ...extra,
});

const searchCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo("GET", "/api/athletes").map((call) => new URL(call.path, "http://x").searchParams);

describe("talent search", () => {
  it("shows cards with every detail but never a price, each opening the profile", async () => {
    const priced = {
      ...card(ID_A, "Aaliyah Brooks", { hasAgent: true, distanceMiles: 12.4 }),
      services: [{ id: "s1", name: "Social Media Post", price: 25000, minPrice: 250 }],
      price: 999,
    } as unknown as AthleteCard;
    mockApi({
      ...lookupHandlers(),
      "GET /api/athletes": page([priced, card(ID_B, "Ben Ortiz", { avatarUrl: "/api/media/b" })]),
    });
    renderApp(`${ROUTES.search}?near=10&nearName=Austin&nearState=Texas`);
    const link = await screen.findByRole("link", { name: "Aaliyah Brooks" });
    const first = link.closest("article")!;
    expect(first).toHaveTextContent("Soccer · Striker");
    expect(first).toHaveTextContent("College · Class of 2027");
    expect(first).toHaveTextContent("Longhorns");
    expect(first).toHaveTextContent("Austin, Texas · 12.4 mi away");
    expect(first).toHaveTextContent("Social Media Post");
    expect(first).toHaveTextContent("Represented by an agent");
    expect(within(first).getByText("AB")).toBeInTheDocument();
    const results = screen.getByRole("region", { name: "Athletes" });
    expect(results.textContent).not.toMatch(/\$|250|999|25000|price/i);
    expect(screen.getByText("2 athletes found")).toBeVisible();
    expect(link).toHaveAttribute(
      "href",
      `${ROUTES.athleteProfile}?id=${ID_A}&from=${encodeURIComponent("near=10&nearName=Austin&nearState=Texas&radius=50")}`,
    );
    const second = screen.getByRole("link", { name: "Ben Ortiz" }).closest("article")!;
    expect(second).not.toHaveTextContent("Represented by an agent");
    expect(second.querySelector("img")).toHaveAttribute("src", "/api/media/b");
  });

  it("says 1,000+ when the API stopped counting, and the exact figure below it", async () => {
    mockApi({
      "GET /api/athletes": (_body: unknown, url: URL) => ({
        body: {
          data: {
            list: [card(ID_A, "Aaliyah Brooks")],
            total: url.searchParams.has("sport") ? 234 : 1_000,
            totalCapped: !url.searchParams.has("sport"),
            page: 1,
            pageSize: 20,
          },
        },
      }),
    });
    renderApp(ROUTES.search);
    expect(await screen.findByText("1,000+ athletes found")).toBeVisible();
    cleanup();
    renderApp(`${ROUTES.search}?sport=1&sportName=Soccer`);
    expect(await screen.findByText("234 athletes found")).toBeVisible();
  });

  it("puts every filter into the address and the API's query", async () => {
    const api = mockApi({
      ...lookupHandlers(),
      "GET /api/athletes": page([card(ID_A, "Aaliyah Brooks")]),
    });
    const { user, router } = renderApp(ROUTES.search);
    await screen.findByRole("link", { name: "Aaliyah Brooks" });
    expect(searchCalls(api)[0]?.toString()).toBe("sort=relevance&page=1&pageSize=20");
    // Position waits for a sport; nearest-first waits for a city.
    expect(screen.queryByRole("combobox", { name: "Position" })).toBeNull();
    expect(screen.queryByRole("option", { name: "Nearest first" })).toBeNull();

    await user.click(await screen.findByRole("combobox", { name: "Sport" }));
    await user.click(await screen.findByRole("option", { name: "Soccer" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sport=1&sportName=Soccer"));
    await user.click(await screen.findByRole("combobox", { name: "Position" }));
    await user.click(await screen.findByRole("option", { name: "Striker" }));
    await waitFor(() => expect(router.state.location.search).toContain("position=31"));

    await user.selectOptions(screen.getByLabelText("Level"), "College");
    await waitFor(() => expect(router.state.location.search).toContain("level=College"));
    await user.selectOptions(screen.getByLabelText("Class"), "2027");
    await waitFor(() => expect(router.state.location.search).toContain("classYear=2027"));

    await user.click(screen.getByRole("combobox", { name: "Near" }));
    await user.click(await screen.findByRole("option", { name: "Austin, Texas" }));
    await waitFor(() => expect(router.state.location.search).toContain("near=10"));
    await user.selectOptions(await screen.findByLabelText("Distance"), "100");
    await waitFor(() => expect(router.state.location.search).toContain("radius=100"));
    await user.selectOptions(screen.getByLabelText("Order"), "distance");
    await waitFor(() => expect(router.state.location.search).toContain("sort=distance"));

    await user.click(screen.getByRole("combobox", { name: "Interest" }));
    await user.click(await screen.findByRole("option", { name: "Fishing" }));
    await waitFor(() => expect(router.state.location.search).toContain("interest=20"));
    await user.selectOptions(screen.getByLabelText("Gender"), "Female");
    await user.type(screen.getByLabelText("Search"), "longhorns{Enter}");

    await waitFor(() =>
      expect(Object.fromEntries(searchCalls(api).at(-1)!)).toEqual({
        sport: "1",
        position: "31",
        level: "College",
        classYear: "2027",
        near: "10",
        radius: "100",
        interest: "20",
        gender: "Female",
        q: "longhorns",
        sort: "distance",
        page: "1",
        pageSize: "20",
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sport: "1",
      sportName: "Soccer",
      position: "31",
      positionName: "Striker",
      level: "College",
      classYear: "2027",
      near: "10",
      nearName: "Austin",
      nearState: "Texas",
      radius: "100",
      interest: "20",
      interestName: "Fishing",
      gender: "Female",
      q: "longhorns",
      sort: "distance",
    });
    // The text search settled once: no call repeats the same search.
    const queries = searchCalls(api).map((params) => params.toString());
    expect(new Set(queries).size).toBe(queries.length);
    // Fifteen choices typed and clicked as a person would: longer than one form's 15 s default.
  }, 30_000);

  it("reads every filter back from the address, as after a reload", async () => {
    mockApi({ ...lookupHandlers(), "GET /api/athletes": page([]) });
    renderApp(
      `${ROUTES.search}?sport=1&sportName=Soccer&position=31&positionName=Striker&level=College` +
        "&classYear=2027&near=10&nearName=Austin&nearState=Texas&radius=25&interest=20" +
        "&interestName=Fishing&gender=Male&q=fast&sort=distance",
    );
    expect(await screen.findByRole("combobox", { name: "Sport" })).toHaveValue("Soccer");
    expect(screen.getByRole("combobox", { name: "Position" })).toHaveValue("Striker");
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Austin, Texas");
    expect(screen.getByRole("combobox", { name: "Interest" })).toHaveValue("Fishing");
    expect(screen.getByLabelText("Level")).toHaveValue("College");
    expect(screen.getByLabelText("Class")).toHaveValue("2027");
    expect(screen.getByLabelText("Distance")).toHaveValue("25");
    expect(screen.getByLabelText("Gender")).toHaveValue("Male");
    expect(screen.getByLabelText("Order")).toHaveValue("distance");
    expect(screen.getByLabelText("Search")).toHaveValue("fast");
  });

  it("offers the wider distance the API found athletes within, then clearing", async () => {
    const api = mockApi({
      ...lookupHandlers(),
      "GET /api/athletes": (_body, url) =>
        url.searchParams.get("radius") === "100"
          ? page([card(ID_A, "Aaliyah Brooks")])
          : { body: { data: { list: [], total: 0, page: 1, pageSize: 20, widerRadius: 100 } } },
    });
    const { user, router } = renderApp(
      `${ROUTES.search}?near=10&nearName=Austin&nearState=Texas&radius=25&level=College`,
    );
    expect(await screen.findByText("No athlete matches this search.")).toBeVisible();
    expect(screen.getByText("0 athletes found")).toBeVisible();
    expect(
      screen.getByText("Try a wider distance: athletes match within 100 miles."),
    ).toBeVisible();
    // The API skipped 50 miles, where nobody matches: so does the screen.
    expect(screen.queryByRole("button", { name: "Search within 50 miles" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Search within 100 miles" }));
    expect(await screen.findByRole("link", { name: "Aaliyah Brooks" })).toBeVisible();
    expect(router.state.location.search).toContain("radius=100");
    expect(searchCalls(api).at(-1)?.get("radius")).toBe("100");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it.each([
    ["no larger radius has anyone", "radius=10"],
    ["the search is already at the widest", "radius=250"],
  ])("offers only clearing the filters when %s", async (_case, radius) => {
    mockApi({ ...lookupHandlers(), "GET /api/athletes": page([]) });
    const { user, router } = renderApp(`${ROUTES.search}?near=10&nearName=Austin&${radius}`);
    expect(await screen.findByText("No athlete matches this search.")).toBeVisible();
    expect(screen.getByText("Try fewer filters.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Search within/ })).toBeNull();
    expect(screen.queryByText(/wider distance/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says nothing matches an unfiltered search without offering anything", async () => {
    mockApi({ ...lookupHandlers(), "GET /api/athletes": page([]) });
    renderApp(ROUTES.search);
    expect(await screen.findByText("No athlete matches this search.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Search within|Clear filters/ })).toBeNull();
  });

  it("folds the filters behind a Filters button on a phone, saying how many are set", async () => {
    mockApi({ ...lookupHandlers(), "GET /api/athletes": page([card(ID_A, "Aaliyah Brooks")]) });
    const { user, router } = renderApp(
      `${ROUTES.search}?sport=1&sportName=Soccer&level=College&q=fast&sort=newest`,
    );
    // The text and the order are not counted: the text stays in sight, the order is no filter.
    const button = await screen.findByRole("button", { name: "Filters 2 active" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel).toContainElement(screen.getByRole("combobox", { name: "Sport" }));
    expect(panel).not.toContainElement(screen.getByLabelText("Search"));
    // Hidden below the md breakpoint while closed; always shown from it up (CSS alone).
    expect(panel).toHaveClass("hidden", "md:grid");

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("hidden");
    // Stays open while a filter changes the results.
    await user.selectOptions(screen.getByLabelText("Gender"), "Female");
    await waitFor(() => expect(router.state.location.search).toContain("gender=Female"));
    const counted = await screen.findByRole("button", { name: "Filters 3 active" });
    expect(counted).toHaveAttribute("aria-expanded", "true");
    counted.focus();
    await user.keyboard(" ");
    expect(panel).toHaveClass("hidden");
    expect(screen.getByRole("button", { name: "Filters 3 active" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("shows a bare Filters button when nothing is filtered", async () => {
    mockApi({ ...lookupHandlers(), "GET /api/athletes": page([card(ID_A, "Aaliyah Brooks")]) });
    renderApp(`${ROUTES.search}?q=fast`);
    expect(await screen.findByRole("button", { name: "Filters" })).toBeVisible();
  });

  it("pages through the results, keeping the filters", async () => {
    const api = mockApi({
      ...lookupHandlers(),
      "GET /api/athletes": page([card(ID_A, "Aaliyah Brooks")], 45),
    });
    const { user, router } = renderApp(`${ROUTES.search}?level=College`);
    const pages = await screen.findByRole("navigation", { name: "Pages of athletes" });
    expect(pages).toHaveTextContent("Page 1 of 3");
    await user.click(within(pages).getByRole("link", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?level=College&page=2"));
    expect(searchCalls(api).at(-1)?.get("page")).toBe("2");
    expect(searchCalls(api).at(-1)?.get("level")).toBe("College");
    expect(await screen.findByText("Page 2 of 3")).toBeVisible();
  });

  it("sends a signed-out visitor to log in and back to the same search", async () => {
    mockApi({ "GET /api/athletes": apiError(401, MESSAGES.notSignedIn, "UNAUTHORIZED") });
    const { router } = renderApp(`${ROUTES.search}?level=College`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`${ROUTES.search}?level=College`)}`,
    );
  });

  it.each([MESSAGES.searchNotApproved, MESSAGES.searchNotForAthletes])(
    "tells who cannot search why, with the way home: %s",
    async (message) => {
      mockApi({ "GET /api/athletes": apiError(403, message, "FORBIDDEN") });
      renderApp(ROUTES.search);
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByRole("heading", { level: 1, name: "Find athletes" })).toBeVisible();
      expect(screen.getByRole("link", { name: "Go to your home" })).toHaveAttribute(
        "href",
        ROUTES.myHome,
      );
      expect(screen.queryByRole("search")).toBeNull();
    },
  );

  it("tells someone over the search's limit how long to wait, on the screen", async () => {
    const wait = "Too many attempts. Try again in 5 minutes.";
    mockApi({ "GET /api/athletes": apiError(429, wait, "RATE_LIMITED") });
    renderApp(`${ROUTES.search}?level=College`);
    expect(await screen.findByText(wait)).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Find athletes" })).toBeVisible();
  });
});

describe("the public athlete profile", () => {
  it("shows everything a buyer may see, and goes back to the search it came from", async () => {
    mockApi({ [`GET /api/athletes/${ID_A}`]: { body: { data: profile() } } });
    const from = encodeURIComponent("sport=1&sportName=Soccer&page=2");
    const { user, router } = renderApp(`${ROUTES.athleteProfile}?id=${ID_A}&from=${from}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Aaliyah Brooks" })).toBeVisible();
    // The tab says whose profile it is.
    await waitFor(() => expect(document.title).toBe("Aaliyah Brooks — Lineup"));
    const page = screen.getByRole("article");
    expect(page).toHaveTextContent("Soccer · Striker");
    expect(page).toHaveTextContent("College · Class of 2027");
    expect(page).toHaveTextContent("Longhorns");
    expect(page).toHaveTextContent("Austin, Texas");
    expect(page).toHaveTextContent("Represented by Dana Reyes");
    expect(screen.getByText("Fast striker who loves her community.")).toBeVisible();
    expect(screen.getByText("Fishing")).toBeVisible();
    expect(screen.getByText("Social Media Post")).toBeVisible();
    // Nobody is signed in as a buyer here: no way to make an offer.
    expect(screen.queryByRole("button", { name: /offer/i })).toBeNull();
    expect(screen.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://instagram.com/aaliyah",
    );
    // Only web addresses become links.
    expect(screen.queryByRole("link", { name: /YouTube/ })).toBeNull();
    expect(screen.getByRole("img", { name: "Photo 1 of 1 of Aaliyah Brooks" })).toHaveAttribute(
      "src",
      "/api/media/p1",
    );
    expect(screen.getByRole("link", { name: "Photo 1 of 1 of Aaliyah Brooks" })).toHaveAttribute(
      "href",
      "/api/media/p1",
    );
    const video = document.querySelector("video")!;
    expect(video).toHaveAccessibleName("Video 1 of 1 of Aaliyah Brooks");

    await user.click(screen.getByRole("link", { name: "Back to the search" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.search));
    expect(router.state.location.search).toBe("?sport=1&sportName=Soccer&page=2");
  });

  it("saves the athlete to the shortlist and takes them off it, as the server says", async () => {
    let saved = false;
    const api = mockApi({
      [`GET /api/athletes/${ID_A}`]: () => ({ body: { data: profile({ shortlisted: saved }) } }),
      [`PUT /api/shortlist/${ID_A}`]: () => {
        saved = true;
        return { body: { data: { shortlisted: true } } };
      },
      [`DELETE /api/shortlist/${ID_A}`]: () => {
        saved = false;
        return { body: { data: { shortlisted: false } } };
      },
    });
    const { user } = renderApp(`${ROUTES.athleteProfile}?id=${ID_A}`);

    await user.click(await screen.findByRole("button", { name: "Save to shortlist" }));
    expect(await screen.findByText("On your shortlist")).toHaveAttribute("role", "status");
    expect(api.callsTo("PUT", `/api/shortlist/${ID_A}`)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Remove from shortlist" }));
    expect(await screen.findByRole("button", { name: "Save to shortlist" })).toBeVisible();
    expect(screen.queryByText("On your shortlist")).toBeNull();
    expect(api.callsTo("DELETE", `/api/shortlist/${ID_A}`)).toHaveLength(1);
  });

  it("says why a save failed and keeps the profile as it was", async () => {
    mockApi({
      [`GET /api/athletes/${ID_A}`]: { body: { data: profile() } },
      [`PUT /api/shortlist/${ID_A}`]: apiError(409, MESSAGES.shortlistFull, "CONFLICT"),
    });
    const { user } = renderApp(`${ROUTES.athleteProfile}?id=${ID_A}`);

    await user.click(await screen.findByRole("button", { name: "Save to shortlist" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(MESSAGES.shortlistFull);
    expect(screen.getByRole("button", { name: "Save to shortlist" })).toBeInTheDocument();
  });

  it("opens photos and videos in a viewer: arrows, swipes, focus kept inside and given back", async () => {
    const media = (kind: string, n: number, type: string) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${kind}${i + 1}`,
        url: `/api/media/${kind}${i + 1}`,
        contentType: type,
      }));
    mockApi({
      [`GET /api/athletes/${ID_A}`]: {
        body: {
          data: profile({
            photos: media("p", 3, "image/jpeg"),
            videos: media("v", 2, "video/mp4"),
          }),
        },
      },
    });
    const { user } = renderApp(`${ROUTES.athleteProfile}?id=${ID_A}`);
    const second = await screen.findByRole("link", { name: "Photo 2 of 3 of Aaliyah Brooks" });
    await user.click(second);

    const dialog = await screen.findByRole("dialog", { name: "Photo 2 of 3" });
    const shown = () => within(dialog).getByRole("heading", { level: 2 }).textContent;
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", "/api/media/p2");
    expect(within(dialog).getByRole("img")).toHaveAccessibleName("Photo 2 of 3 of Aaliyah Brooks");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard("{ArrowRight}");
    expect(shown()).toBe("Photo 3 of 3");
    await user.keyboard("{ArrowRight}");
    expect(shown()).toBe("Video 1 of 2");
    const video = dialog.querySelector("video")!;
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAccessibleName("Video 1 of 2 of Aaliyah Brooks");
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toBe("Photo 3 of 3");

    // The buttons wrap around, so focus never rests on a disabled one.
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(shown()).toBe("Photo 1 of 3");
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(shown()).toBe("Video 2 of 2");

    // A finger swiping left shows the next item, right the previous; a mouse drag does nothing.
    const stage = within(dialog).getByLabelText("Video 2 of 2 of Aaliyah Brooks").parentElement!;
    const swipe = (from: number, to: number, pointerType = "touch") => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType, clientX: from, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType, clientX: to, clientY: 310 });
    };
    swipe(300, 100);
    expect(shown()).toBe("Photo 1 of 3");
    swipe(100, 300);
    expect(shown()).toBe("Video 2 of 2");
    swipe(100, 300, "mouse");
    swipe(300, 290); // too short to be a swipe
    expect(shown()).toBe("Video 2 of 2");
    await user.keyboard("{ArrowRight}");
    expect(shown()).toBe("Photo 1 of 3");

    // Tab moves between the viewer's controls; the page behind is out of reach (Ariakit).
    within(dialog).getByRole("button", { name: "Close" }).focus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Previous" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Next" })).toHaveFocus();
    const outOfReach = '[inert], [aria-hidden="true"]';
    expect(second.closest(outOfReach)).not.toBeNull();
    expect(
      screen.getByRole("link", { name: "Back to the search", hidden: true }).closest(outOfReach),
    ).not.toBeNull();

    // Escape closes; focus goes back to the thumbnail of the photo last shown.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("link", { name: "Photo 1 of 3 of Aaliyah Brooks" })).toHaveFocus();
  });

  it("says a profile that is not available is not, with the way back", async () => {
    mockApi({
      [`GET /api/athletes/${ID_A}`]: apiError(404, MESSAGES.athleteNotFound, "NOT_FOUND"),
    });
    renderApp(`${ROUTES.athleteProfile}?id=${ID_A}`);
    expect(await screen.findByText(MESSAGES.athleteNotFound)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Athlete profile — Lineup"));
    expect(screen.getByRole("link", { name: "Back to the search" })).toHaveAttribute(
      "href",
      ROUTES.search,
    );
  });

  it("sends a signed-out visitor of a profile to log in and back to it", async () => {
    mockApi({
      [`GET /api/athletes/${ID_A}`]: apiError(401, MESSAGES.notSignedIn, "UNAUTHORIZED"),
    });
    const { router } = renderApp(`${ROUTES.athleteProfile}?id=${ID_A}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(
      `${ROUTES.athleteProfile}?id=${ID_A}`,
    );
  });

  it("tells an athlete why they cannot open another athlete's profile", async () => {
    mockApi({
      [`GET /api/athletes/${ID_A}`]: apiError(403, MESSAGES.searchNotForAthletes, "FORBIDDEN"),
    });
    renderApp(`${ROUTES.athleteProfile}?id=${ID_A}`);
    expect(await screen.findByText(MESSAGES.searchNotForAthletes)).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your home" })).toBeVisible();
  });
});
