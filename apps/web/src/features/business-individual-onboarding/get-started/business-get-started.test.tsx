import { LOOKUP_PATHS, MESSAGES, ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_KEYS } from "@web/lib/account-storage";
import { useProfileStore } from "@web/stores/profile-store";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { businessProfile, myProfile, privateProfileOf } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const TITLE = "Tell us about your business";
const CREATE = "/api/profile/business/create";

function api(
  extra: Record<string, MockReply | ((body: unknown) => MockReply | Promise<MockReply>)> = {},
) {
  return mockApi({
    ...lookupHandlers(),
    "GET /api/profile/my": myProfile("business"),
    [`POST ${CREATE}`]: { status: 201, body: { data: { id: "biz-1" } } },
    "GET /api/profile/private/biz-1": privateProfileOf(businessProfile()),
    ...extra,
  });
}

async function open() {
  const rendered = renderApp(ROUTES.businessGetStarted);
  await screen.findByRole("heading", { level: 1, name: TITLE });
  return rendered;
}

async function pick(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** Picks in a pick-list, then closes it. */
async function toggle(user: UserEvent, field: string, option: string) {
  await pick(user, field, option);
  await user.keyboard("{Escape}");
}

const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Continue" }));
const website = () => screen.getByRole("textbox", { name: /^Website/ });

async function fillRequired(user: UserEvent) {
  await pick(user, "Business type", "Restaurant");
  await pick(user, "Location", "Austin, Texas");
  await toggle(user, "Marketing tactics", "Event Appearances");
  await toggle(user, "Goals", "Drive Sales");
}

describe("business get-started", () => {
  it("is step 2 of 3 and shows every message of spec §5 word for word", async () => {
    const calls = api();
    const { user } = await open();

    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    await submit(user);

    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText("Please select a goals")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Business type" })).toHaveAccessibleDescription(
      "Please select a business type",
    );
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveAccessibleDescription(
      /Please select a location$/,
    );
    expect(screen.getByRole("combobox", { name: "Marketing tactics" })).toHaveAccessibleDescription(
      /Please select a marketing tactics$/,
    );
    expect(screen.getByRole("combobox", { name: "Goals" })).toHaveAccessibleDescription(
      /Please select a goals$/,
    );
    expect(website()).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("combobox", { name: "Business type" })).toHaveFocus();
    expect(calls.callsTo("POST", CREATE)).toHaveLength(0);
  });

  it("searches the business lists of the contract", async () => {
    const calls = api();
    const { user } = await open();

    await user.click(screen.getByRole("combobox", { name: "Business type" }));
    expect(await screen.findByRole("option", { name: "Sports Apparel" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("combobox", { name: "Marketing tactics" }));
    await screen.findByRole("option", { name: "Autograph Signings" });
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("combobox", { name: "Goals" }));
    await screen.findByRole("option", { name: "Increase Brand Awareness" });

    const paths = calls.calls.map((call) => call.path);
    expect(paths).toContain(`${LOOKUP_PATHS.businessType}?amount=10`);
    expect(paths).toContain(`${LOOKUP_PATHS.marketingTactic}?amount=10`);
    expect(paths).toContain(`${LOOKUP_PATHS.businessGoal}?amount=10`);
  });

  it("adds https:// to the website as the person leaves it, and sends exactly the spec §3 body", async () => {
    const calls = api();
    const { user, router } = await open();

    await pick(user, "Business type", "Sports Apparel");
    await user.type(website(), "  haleSports.com/shop ");
    await user.tab();
    expect(website()).toHaveValue("https://haleSports.com/shop");
    await pick(user, "Location", "Los Angeles, California");
    await toggle(user, "Marketing tactics", "Social Media Posts");
    await toggle(user, "Marketing tactics", "Autograph Signings");
    await toggle(user, "Goals", "Increase Brand Awareness");
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.businessCreateProfile));
    expect(calls.callsTo("POST", CREATE).map((call) => call.body)).toEqual([
      {
        website: "https://haleSports.com/shop",
        location: 11,
        type: 50,
        marketingTactics: [60, 62],
        goals: [71],
      },
    ]);
    expect(useProfileStore.getState().profileId).toBe("biz-1");
    expect(useProfileStore.getState().profileType).toBe("Business");
    expect(calls.callsTo("GET", "/api/profile/private/biz-1")).not.toHaveLength(0);
  });

  it("keeps an empty website empty and leaves it out of the body", async () => {
    const calls = api({ [`POST ${CREATE}`]: () => new Promise<MockReply>(() => {}) });
    const { user } = await open();
    await fillRequired(user);
    await user.click(website());
    await user.tab();
    expect(website()).toHaveValue("");
    await submit(user);
    await waitFor(() => expect(calls.callsTo("POST", CREATE)).toHaveLength(1));
    expect(calls.callsTo("POST", CREATE)[0]?.body).toEqual({
      location: 10,
      type: 51,
      marketingTactics: [61],
      goals: [70],
    });
  });

  it("sends http:// untouched", async () => {
    const calls = api();
    const { user } = await open();
    await fillRequired(user);
    await user.type(website(), "http://hale.example.com");
    await submit(user);

    await waitFor(() =>
      expect(calls.callsTo("POST", CREATE)[0]?.body).toMatchObject({
        website: "http://hale.example.com",
      }),
    );
  });

  it("refuses a website that is not an address", async () => {
    const calls = api();
    const { user } = await open();
    await fillRequired(user);
    await user.type(website(), "hale sports");
    await submit(user);

    expect(website()).toHaveAccessibleDescription(/Please enter a valid website$/);
    expect(calls.callsTo("POST", CREATE)).toHaveLength(0);
  });

  it("shows a refused create in the problem dialog and under the field", async () => {
    api({
      [`POST ${CREATE}`]: apiError(400, MESSAGES.invalidRequest, "VALIDATION_ERROR", {
        type: MESSAGES.selectBusinessType,
      }),
    });
    const { user, router } = await open();
    await fillRequired(user);
    await submit(user);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.invalidRequest)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Business type" })).toHaveAccessibleDescription(
      MESSAGES.selectBusinessType,
    );
    expect(router.state.location.pathname).toBe(ROUTES.businessGetStarted);
  });

  it("continues where an existing profile stands when the create answers 409", async () => {
    let created = false;
    api({
      [`POST ${CREATE}`]: () => {
        created = true;
        return apiError(409, MESSAGES.profileExists, "CONFLICT");
      },
      "GET /api/profile/my": () =>
        created ? myProfile("business", { id: "biz-1", nextStep: "done" }) : myProfile("business"),
    });
    const { user, router } = await open();
    await fillRequired(user);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(screen.queryByRole("dialog", { name: MESSAGES.problemTitle })).toBeNull();
  });

  it.each([
    ["profile", ROUTES.businessCreateProfile],
    ["done", ROUTES.myHome],
  ] as const)("resumes a profile whose next step is %s", async (nextStep, path) => {
    api({ "GET /api/profile/my": myProfile("business", { id: "biz-1", nextStep }) });
    const { router } = renderApp(ROUTES.businessGetStarted);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(screen.queryByRole("heading", { name: TITLE })).toBeNull();
  });

  it("sends another account kind to its own onboarding", async () => {
    api({ "GET /api/profile/my": myProfile("individual") });
    const { router } = renderApp(ROUTES.businessGetStarted);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.individualGetStarted));
  });

  it("greets a confirmed e-mail, then welcomes a first-time user", async () => {
    sessionStorage.setItem(SESSION_KEYS.emailConfirmed, "true");
    localStorage.setItem(STORAGE_KEYS.isFirstTimeUser, "true");
    api();
    const { user } = await open();

    const confirmed = await screen.findByRole("dialog", { name: MESSAGES.confirmedTitle });
    expect(confirmed).toHaveTextContent(MESSAGES.confirmedText);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await user.click(within(confirmed).getByRole("button", { name: "Continue" }));

    const welcome = await screen.findByRole("dialog", { name: "Welcome to Lineup!" });
    await user.click(within(welcome).getByRole("button", { name: "Let's go" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("false");
  });
});
