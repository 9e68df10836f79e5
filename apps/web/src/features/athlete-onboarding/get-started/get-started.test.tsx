import { LOOKUP_PATHS, MESSAGES, ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_KEYS } from "@web/lib/account-storage";
import { useProfileStore } from "@web/stores/profile-store";
import { myAthlete, privateProfile } from "@web/test/athlete-fixtures";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const TITLE = "Tell us about your game";

function api(extra: Record<string, MockReply | ((body: unknown) => MockReply)> = {}) {
  return mockApi({
    ...lookupHandlers(),
    "GET /api/profile/my": myAthlete(null),
    "POST /api/profile/athlete/create": { status: 201, body: { data: { id: "ath-1" } } },
    "GET /api/profile/private/ath-1": privateProfile(),
    ...extra,
  });
}

async function open() {
  const rendered = renderApp(ROUTES.athleteGetStarted);
  await screen.findByRole("heading", { level: 1, name: TITLE });
  return rendered;
}

async function pick(user: UserEvent, field: string | RegExp, option: string) {
  const box = screen.getByRole("combobox", { name: field });
  // A plain choice is the browser's own <select>; a lookup opens a list to click in.
  if (box instanceof HTMLSelectElement) return user.selectOptions(box, option);
  await user.click(box);
  await user.click(await screen.findByRole("option", { name: option }));
}

/** Picks in a pick-list, then closes it. */
async function toggle(user: UserEvent, field: string, option: string) {
  await pick(user, field, option);
  await user.keyboard("{Escape}");
}

const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Continue" }));

/** An adult's date of birth: no guardian asked. */
const ADULT_BORN = "1999-04-12";

const dateOfBirth = () => screen.getByLabelText(/^Date of birth/);

async function fillRequired(user: UserEvent, sport = "Basketball", born = ADULT_BORN) {
  await pick(user, "Sport", sport);
  await pick(user, /Competition level/, "Professional");
  await pick(user, "Location", "Austin, Texas");
  await toggle(user, "Interests & hobbies", "Gaming");
  await user.click(screen.getByRole("radio", { name: "Male" }));
  await user.type(dateOfBirth(), born);
}

// The first test to render the screen also waits for Vite to transform its route module and the
// form's lazily loaded schema; on a busy machine that alone has taken most of the 5 s default.
describe("athlete get-started", { timeout: 15_000 }, () => {
  it("is step 2 of 4 and shows every message of spec §5 word for word", async () => {
    const calls = api();
    const { user } = await open();

    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    await submit(user);

    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText("Please select a gender")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveAccessibleDescription(
      "Please select a sport",
    );
    for (const message of [
      "Please select a sport",
      "Please select a competition level",
      "Please select a location",
      "Please select a interest & hobbies",
      "Please select a gender",
      MESSAGES.enterDateOfBirth,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText("Please select a class")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveFocus();
    expect(calls.callsTo("POST", "/api/profile/athlete/create")).toHaveLength(0);
  });

  it("asks a class only for High School or College, and hides and clears it otherwise", async () => {
    const calls = api();
    const { user } = await open();
    await fillRequired(user, "Swimming");

    await pick(user, /Competition level/, "College");
    await submit(user);
    expect(screen.getByText("Please select a class")).toBeInTheDocument();
    await pick(user, /^Class/, "2027");
    expect(screen.getByRole("combobox", { name: /^Class/ })).toHaveDisplayValue("2027");

    await pick(user, /Competition level/, "Professional");
    expect(screen.queryByRole("combobox", { name: /^Class/ })).toBeNull();
    await pick(user, /Competition level/, "High School");
    expect(screen.getByRole("combobox", { name: /^Class/ })).toHaveDisplayValue("Select…");

    await pick(user, /Competition level/, "Freelance");
    await submit(user);
    await waitFor(() =>
      expect(calls.callsTo("POST", "/api/profile/athlete/create")).toHaveLength(1),
    );
    const body = calls.callsTo("POST", "/api/profile/athlete/create")[0]?.body as object;
    expect(body).not.toHaveProperty("class");
    expect(body).toMatchObject({ education: "Freelance" });
  });

  it("shows position/role only for a sport that has roles, and requires it then", async () => {
    const calls = api();
    const { user } = await open();

    await pick(user, "Sport", "Swimming");
    await waitFor(() =>
      expect(calls.callsTo("GET", LOOKUP_PATHS.sportRole).map((call) => call.path)).toEqual([
        `${LOOKUP_PATHS.sportRole}?amount=10&sports=3`,
      ]),
    );
    expect(screen.queryByRole("combobox", { name: "Position/role" })).toBeNull();

    await pick(user, "Sport", "Soccer");
    const roles = await screen.findByRole("combobox", { name: "Position/role" });
    await submit(user);
    expect(roles).toHaveAccessibleDescription(/Please select a position\/role/);

    await toggle(user, "Position/role", "Striker");
    await pick(user, "Sport", "Swimming");
    await waitFor(() =>
      expect(screen.queryByRole("combobox", { name: "Position/role" })).toBeNull(),
    );
  });

  it("sends exactly the spec §3 body, then saves the id and type and opens the socials", async () => {
    const calls = api();
    const { user, router } = await open();

    await pick(user, "Sport", "Soccer");
    await pick(user, /Competition level/, "College");
    await pick(user, /^Class/, "2026");
    await user.type(screen.getByRole("textbox", { name: /Team/ }), "  Austin Tigers ");
    await pick(user, "Location", "Austin, Texas");
    await user.type(screen.getByRole("textbox", { name: /Statistics link/ }), "hudl.com/kim");
    await toggle(user, "Position/role", "Striker");
    await toggle(user, "Interests & hobbies", "Fishing");
    await user.click(screen.getByRole("radio", { name: "Prefer not to say" }));
    await user.click(screen.getByRole("switch", { name: "Do you have an agent?" }));
    await user.type(screen.getByRole("textbox", { name: "Agent's e-mail" }), "Ace@Agency.com");
    await user.type(dateOfBirth(), ADULT_BORN);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteAddSocials));
    expect(calls.callsTo("POST", "/api/profile/athlete/create")[0]?.body).toEqual({
      sport: 1,
      team: "Austin Tigers",
      hometown: 10,
      roles: [31],
      activities: [20],
      education: "College",
      class: 2026,
      statistics: "https://hudl.com/kim",
      agentEmail: "ace@agency.com",
      services: [],
      dateOfBirth: ADULT_BORN,
    });
    expect(useProfileStore.getState().profileId).toBe("ath-1");
    expect(useProfileStore.getState().profileType).toBe("Athlete");
    expect(calls.callsTo("GET", "/api/profile/private/ath-1")).not.toHaveLength(0);
  });

  it("sends a chosen gender and leaves out what was not given", async () => {
    const calls = api();
    const { user } = await open();
    await fillRequired(user, "Swimming");
    await submit(user);

    await waitFor(() =>
      expect(calls.callsTo("POST", "/api/profile/athlete/create")).toHaveLength(1),
    );
    expect(calls.callsTo("POST", "/api/profile/athlete/create")[0]?.body).toEqual({
      sport: 3,
      hometown: 10,
      roles: [],
      activities: [21],
      education: "Professional",
      services: [],
      gender: "Male",
      dateOfBirth: ADULT_BORN,
    });
  });

  it("checks team length and the agent e-mail when there is an agent", async () => {
    const calls = api();
    const { user } = await open();
    await fillRequired(user, "Swimming");
    await user.type(screen.getByRole("textbox", { name: /Team/ }), "ab");
    await user.click(screen.getByRole("switch", { name: "Do you have an agent?" }));
    await submit(user);

    expect(screen.getByText(MESSAGES.teamMin)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Agent's e-mail" })).toHaveAccessibleDescription(
      MESSAGES.agentEmailRequired,
    );
    expect(calls.callsTo("POST", "/api/profile/athlete/create")).toHaveLength(0);
  });

  it("pre-fills the agent e-mail of the invitation the server kept, and locks the toggle to Yes", async () => {
    const calls = api({
      "GET /api/representation": {
        body: {
          data: {
            current: [],
            incoming: [],
            outgoing: [],
            invitedBy: { name: "Ace Morgan", email: "ace@agency.com" },
          },
        },
      },
    });
    const { user } = await open();
    const agent = screen.getByRole("switch", { name: "Do you have an agent?" });

    expect(agent).toBeChecked();
    expect(agent).toHaveAttribute("aria-disabled", "true");
    expect(agent).toHaveAccessibleDescription("Your agent invited you to Lineup.");
    await user.click(agent);
    expect(agent).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Agent's e-mail" })).toHaveValue("ace@agency.com");

    await fillRequired(user, "Swimming");
    await submit(user);
    await waitFor(() =>
      expect(calls.callsTo("POST", "/api/profile/athlete/create")[0]?.body).toMatchObject({
        agentEmail: "ace@agency.com",
      }),
    );
  });

  it("only suggests the agent e-mail of a bare join link: editable, unlocked, no invited wording", async () => {
    localStorage.setItem(STORAGE_KEYS.agentEmail, "crafted@example.com");
    api();
    const { user } = await open();
    const agent = screen.getByRole("switch", { name: "Do you have an agent?" });

    expect(agent).toBeChecked();
    expect(agent).not.toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText("Your agent invited you to Lineup.")).toBeNull();
    const field = screen.getByRole("textbox", { name: "Agent's e-mail" });
    expect(field).toHaveValue("crafted@example.com");
    await user.click(agent);
    expect(agent).not.toBeChecked();
  });

  it("shows a refused create in the problem dialog and under the field", async () => {
    api({
      "POST /api/profile/athlete/create": apiError(
        400,
        MESSAGES.invalidRequest,
        "VALIDATION_ERROR",
        {
          hometown: "This city does not exist.",
        },
      ),
    });
    const { user, router } = await open();
    await fillRequired(user, "Swimming");
    await submit(user);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.invalidRequest)).toBeInTheDocument();
    expect(screen.getByText("This city does not exist.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted);
  });

  it.each([
    ["socials", ROUTES.athleteAddSocials],
    ["profile", ROUTES.athleteCreateProfile],
    ["done", ROUTES.myHome],
  ] as const)("resumes a profile whose next step is %s", async (nextStep, path) => {
    api({ "GET /api/profile/my": myAthlete({ id: "ath-1", nextStep }) });
    const { router } = renderApp(ROUTES.athleteGetStarted);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(screen.queryByRole("heading", { name: TITLE })).toBeNull();
  });

  it("greets a confirmed e-mail, then welcomes a first-time user, one after the other", async () => {
    sessionStorage.setItem(SESSION_KEYS.emailConfirmed, "true");
    localStorage.setItem(STORAGE_KEYS.isFirstTimeUser, "true");
    api();
    const { user } = await open();

    const confirmed = await screen.findByRole("dialog", { name: MESSAGES.confirmedTitle });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await user.click(within(confirmed).getByRole("button", { name: "Continue" }));

    const welcome = await screen.findByRole("dialog", { name: "Welcome to Lineup!" });
    await user.click(within(welcome).getByRole("button", { name: "Let's go" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("false");
  });
});
