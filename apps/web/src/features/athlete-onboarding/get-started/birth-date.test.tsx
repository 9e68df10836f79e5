import { ERROR_CODES, MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { setSignedIn, signedIn } from "@web/stores/signed-in-store";
import { athleteProfile, myAthlete, privateProfile } from "@web/test/athlete-fixtures";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { myProfile } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const CREATE = "/api/profile/athlete/create";
/** Born on New Year's Day sixteen years ago: 15 or 16 today, a minor either way. */
const MINOR_BORN = `${new Date().getFullYear() - 16}-01-01`;
const ADULT_BORN = "1999-04-12";

function api(extra: Record<string, MockReply | ((body: unknown) => MockReply)> = {}) {
  return mockApi({
    ...lookupHandlers(),
    "GET /api/profile/my": myAthlete(null),
    [`POST ${CREATE}`]: { status: 201, body: { data: { id: "ath-1" } } },
    "GET /api/profile/private/ath-1": privateProfile(),
    ...extra,
  });
}

async function pick(user: UserEvent, field: string | RegExp, option: string) {
  const box = screen.getByRole("combobox", { name: field });
  if (box instanceof HTMLSelectElement) return user.selectOptions(box, option);
  await user.click(box);
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fillAllButAge(user: UserEvent) {
  await pick(user, "Sport", "Swimming");
  await pick(user, /Competition level/, "Professional");
  await pick(user, "Location", "Austin, Texas");
  await pick(user, "Interests & hobbies", "Gaming");
  await user.keyboard("{Escape}");
  await user.click(screen.getByRole("radio", { name: "Male" }));
}

async function open() {
  const rendered = renderApp(ROUTES.athleteGetStarted);
  await screen.findByRole("heading", { level: 1, name: "Tell us about your game" });
  return rendered;
}

const dateOfBirth = () => screen.getByLabelText<HTMLInputElement>(/^Date of birth/);
const guardianField = () => screen.queryByRole("textbox", { name: "Parent or guardian's e-mail" });
const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Continue" }));

describe("athlete get-started: date of birth and guardian (issue 25)", { timeout: 15_000 }, () => {
  it("asks a guardian's e-mail, in a polite live region, only once the date makes a minor", async () => {
    const calls = api();
    const { user } = await open();
    await fillAllButAge(user);

    expect(dateOfBirth()).toHaveAttribute("type", "date");
    expect(guardianField()).toBeNull();
    await user.type(dateOfBirth(), MINOR_BORN);
    const guardian = await screen.findByRole("textbox", { name: "Parent or guardian's e-mail" });
    expect(guardian.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");

    await submit(user);
    expect(guardian).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.enterGuardianEmail),
    );
    expect(guardian).toHaveFocus();
    expect(calls.callsTo("POST", CREATE)).toHaveLength(0);

    await user.type(guardian, "Parent@Example.com");
    await submit(user);
    await waitFor(() => expect(calls.callsTo("POST", CREATE)).toHaveLength(1));
    expect(calls.callsTo("POST", CREATE)[0]?.body).toMatchObject({
      dateOfBirth: MINOR_BORN,
      guardianEmail: "parent@example.com",
    });
  });

  it("sends no guardian for an adult, and hides the field again when the date changes", async () => {
    const calls = api();
    const { user } = await open();
    await fillAllButAge(user);
    await user.type(dateOfBirth(), MINOR_BORN);
    await user.type(await screen.findByRole("textbox", { name: /guardian/ }), "mom@example.com");

    await user.clear(dateOfBirth());
    await user.type(dateOfBirth(), ADULT_BORN);
    await waitFor(() => expect(guardianField()).toBeNull());
    await submit(user);

    await waitFor(() => expect(calls.callsTo("POST", CREATE)).toHaveLength(1));
    const body = calls.callsTo("POST", CREATE)[0]?.body as object;
    expect(body).toMatchObject({ dateOfBirth: ADULT_BORN });
    expect(body).not.toHaveProperty("guardianEmail");
  });

  it("refuses a date in the future", async () => {
    const calls = api();
    const { user } = await open();
    await fillAllButAge(user);
    await user.type(dateOfBirth(), `${new Date().getFullYear() + 1}-06-01`);
    await submit(user);

    expect(dateOfBirth()).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.dateOfBirthFuture),
    );
    expect(calls.callsTo("POST", CREATE)).toHaveLength(0);
  });

  it("shows a guardian the server asks for under its field, even when the form counted an adult", async () => {
    api({
      [`POST ${CREATE}`]: apiError(400, MESSAGES.invalidRequest, "VALIDATION_ERROR", {
        guardianEmail: MESSAGES.guardianEmailIsYours,
      }),
    });
    const { user } = await open();
    await fillAllButAge(user);
    await user.type(dateOfBirth(), ADULT_BORN);
    await submit(user);

    await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(guardianField()).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.guardianEmailIsYours),
    );
  });

  it("under 13: tells the refusal kindly, forgets the signed-in person, and leads home", async () => {
    setSignedIn({ name: "Kim Park", initials: "KP", role: "athlete" });
    useProfileStore.getState().setProfileId("stale");
    api({
      [`POST ${CREATE}`]: apiError(403, MESSAGES.tooYoungToJoin, ERROR_CODES.tooYoung),
    });
    const { user, router } = await open();
    await fillAllButAge(user);
    await user.type(dateOfBirth(), `${new Date().getFullYear() - 10}-03-03`);
    await submit(user);
    expect(guardianField()).toBeNull();

    const dialog = await screen.findByRole("dialog", { name: "We can't create your account yet" });
    expect(within(dialog).getByText(MESSAGES.tooYoungToJoin)).toBeVisible();
    expect(screen.queryByRole("dialog", { name: MESSAGES.problemTitle })).toBeNull();
    expect(signedIn()).toBeNull();
    expect(useProfileStore.getState().profileId).toBeNull();

    await user.click(within(dialog).getByRole("link", { name: "Go to Lineup's home" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home));
  });
});

describe("the profile editor's date of birth (issue 25)", { timeout: 15_000 }, () => {
  const saved = athleteProfile({
    nextStep: "done",
    sport: { id: 3, name: "Swimming" },
    hometown: { id: 10, name: "Austin", state: "TX" },
  });
  const UPDATE = "/api/profile/athlete/update/ath-1";

  function editorApi(my: MockReply) {
    return mockApi({
      ...lookupHandlers(),
      "GET /api/profile/my": my,
      "GET /api/profile/private/ath-1": privateProfile(saved),
      [`PATCH ${UPDATE}`]: { body: { data: saved } },
    });
  }

  function withBirth(dateOfBirth: string | null, guardianEmail: string | null): MockReply {
    const base = myProfile("athlete", { id: "ath-1", nextStep: "done" }).body as {
      data: object;
    };
    const minor = {
      isMinor: dateOfBirth === null ? null : dateOfBirth === MINOR_BORN,
      guardianEmail,
      guardianConsent: guardianEmail ? "requested" : "not_needed",
    };
    return { body: { data: { ...base.data, minor: { ...minor, dateOfBirth } } } };
  }

  it("shows the saved date and guardian, and sends neither again when unchanged", async () => {
    const calls = editorApi(withBirth(MINOR_BORN, "mom@example.com"));
    const { user } = renderApp(ROUTES.editProfile);
    await screen.findByRole("heading", { level: 1, name: "Edit your profile" });

    expect(dateOfBirth()).toHaveValue(MINOR_BORN);
    expect(guardianField()).toHaveValue("mom@example.com");
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    await waitFor(() => expect(calls.callsTo("PATCH", UPDATE)).toHaveLength(1));
    const body = calls.callsTo("PATCH", UPDATE)[0]?.body as object;
    expect(body).not.toHaveProperty("dateOfBirth");
    expect(body).not.toHaveProperty("guardianEmail");
  });

  it("lets an athlete who registered before leave the date blank, or send one", async () => {
    const calls = editorApi(withBirth(null, null));
    const { user } = renderApp(ROUTES.editProfile);
    await screen.findByRole("heading", { level: 1, name: "Edit your profile" });

    expect(dateOfBirth().labels?.[0]).toHaveTextContent("(optional)");
    await user.type(dateOfBirth(), ADULT_BORN);
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    await waitFor(() => expect(calls.callsTo("PATCH", UPDATE)).toHaveLength(1));
    expect(calls.callsTo("PATCH", UPDATE)[0]?.body).toMatchObject({ dateOfBirth: ADULT_BORN });
  });

  it("still opens when GET /api/profile/my says nothing of ages (before the API has them)", async () => {
    editorApi(myProfile("athlete", { id: "ath-1", nextStep: "done" }));
    renderApp(ROUTES.editProfile);
    await screen.findByRole("heading", { level: 1, name: "Edit your profile" });
    expect(dateOfBirth()).toHaveValue("");
  });
});
