import { LIMITS, MESSAGES, ROUTES, type MediaItem } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { fieldValues, mockXhr } from "@web/test/mock-xhr";
import {
  businessProfile,
  individualProfile,
  myProfile,
  privateProfileOf,
} from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

function media(id: string): MediaItem {
  return { id, url: `/api/media/${id}`, contentType: "image/jpeg", size: 1000 };
}

function file(name: string, type: string, size = 1000): File {
  const chosen = new File(["x"], name, { type });
  Object.defineProperty(chosen, "size", { value: size });
  return chosen;
}

const KINDS = [
  {
    kind: "business",
    route: ROUTES.businessCreateProfile,
    title: "Put a face to your business",
    id: "biz-1",
    update: "/api/profile/business/update/biz-1",
    profile: businessProfile,
  },
  {
    kind: "individual",
    route: ROUTES.individualCreateProfile,
    title: "Put a face to your name",
    id: "ind-1",
    update: "/api/profile/individual/update/ind-1",
    profile: individualProfile,
  },
] as const;

describe.each(KINDS)("$kind create-profile", ({ kind, route, title, id, update, profile }) => {
  const avatar = `/api/profile/${id}/update-avatar`;

  function api(extra: Record<string, MockReply> = {}) {
    return mockApi({
      [`GET /api/profile/private/${id}`]: privateProfileOf(profile()),
      [`PATCH ${update}`]: { body: { data: profile({ nextStep: "done" }) } },
      "GET /api/profile/my": myProfile(kind, { id, nextStep: "profile" }),
      // Keeps registration success from clearing the store while a test reads it.
      "POST /api/account/registration-complete": () => new Promise<MockReply>(() => {}),
      ...extra,
    });
  }

  async function open(profileId: string | null = id) {
    if (profileId) useProfileStore.getState().setProfileId(profileId);
    const rendered = renderApp(route);
    await screen.findByRole("heading", { level: 1, name: title });
    // Wrong types must reach the screen's own check, as a drag and drop would deliver them.
    const user = userEvent.setup({ applyAccept: false });
    return { ...rendered, user };
  }

  const chooser = () => screen.getByLabelText(/profile photo/, { selector: "input" });
  const bio = () => screen.getByRole("textbox", { name: "Bio" });
  const finish = () => screen.getByRole("button", { name: "Finish" });

  it("is step 3 of 3 and shows the photo and bio saved before", async () => {
    api({
      [`GET /api/profile/private/${id}`]: privateProfileOf(
        profile({ bio: "We sell running shoes.", avatar: media("av-1") }),
      ),
    });
    await open();

    expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
    expect(bio()).toHaveValue("We sell running shoes.");
    expect(screen.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
      "src",
      "/api/media/av-1",
    );
  });

  it("requires a bio of 3 characters or more", async () => {
    const calls = api();
    const { user } = await open();

    await user.click(finish());
    await waitFor(() => expect(bio()).toHaveAccessibleDescription(MESSAGES.bioRequired));
    await user.type(bio(), "ab");
    await user.click(finish());
    await waitFor(() => expect(bio()).toHaveAccessibleDescription(MESSAGES.bioMin));
    expect(calls.callsTo("PATCH", update)).toHaveLength(0);
  });

  it.each([
    ["a file that is not an image", file("notes.txt", "text/plain"), MESSAGES.notAnImage],
    [
      "an image over 5 MB",
      file("big.png", "image/png", LIMITS.uploadMaxBytes + 1),
      MESSAGES.fileTooLarge,
    ],
  ])("refuses %s as the profile photo, offering 'Try Again'", async (_case, chosen, message) => {
    api();
    const { user } = await open();
    const input = chooser();
    const reopen = vi.spyOn(input, "click");

    await user.upload(input, chosen);

    const dialog = await screen.findByRole("dialog", { name: message });
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));
    expect(reopen).toHaveBeenCalled();
    expect(screen.queryByRole("img", { name: "Your new profile photo" })).toBeNull();
  });

  it("uploads the photo with progress, then saves the bio, then finishes", async () => {
    let finishUpload: (reply: MockReply) => void = () => {};
    const xhr = mockXhr({
      [`PATCH ${avatar}`]: (_call, progress) =>
        new Promise<MockReply>((resolve) => {
          progress(0.3);
          finishUpload = resolve;
        }),
    });
    const calls = api();
    const { user, router } = await open();

    await user.upload(chooser(), file("logo.png", "image/png"));
    expect(screen.getByRole("img", { name: "Your new profile photo" })).toBeInTheDocument();
    await user.type(bio(), "  Running shoes for every athlete. ");
    await user.click(finish());

    const bar = await screen.findByRole("progressbar", { name: "Uploading profile photo" });
    expect(bar).toHaveAttribute("value", "30");
    expect(finish()).toHaveAttribute("aria-busy", "true");
    expect(calls.callsTo("PATCH", update)).toHaveLength(0);
    finishUpload({ body: { data: { avatar: media("av-2") } } });

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.registrationSuccess));
    expect(
      fieldValues(xhr.callsTo("PATCH", avatar)[0], "file").map((f) => (f as File).name),
    ).toEqual(["logo.png"]);
    expect(calls.callsTo("PATCH", update).map((call) => call.body)).toEqual([
      { bio: "Running shoes for every athlete." },
    ]);
  });

  it("tells 'Failed to update profile avatar' and keeps the bio unsent", async () => {
    mockXhr({ [`PATCH ${avatar}`]: apiError(500, "disk full") });
    const calls = api();
    const { user, router } = await open();
    await user.upload(chooser(), file("logo.png", "image/png"));
    await user.type(bio(), "Running shoes.");
    await user.click(finish());

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.avatarFailed)).toBeInTheDocument();
    expect(calls.callsTo("PATCH", update)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(route);
  });

  it("tells 'Failed to update bio' when the bio is refused, without sending the photo twice", async () => {
    const xhr = mockXhr({ [`PATCH ${avatar}`]: { body: { data: { avatar: media("av-2") } } } });
    const calls = api({ [`PATCH ${update}`]: apiError(500, "database down") });
    const { user } = await open();
    await user.upload(chooser(), file("logo.png", "image/png"));
    await user.type(bio(), "Running shoes.");
    await user.click(finish());

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.bioFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await user.click(finish());
    await waitFor(() => expect(calls.callsTo("PATCH", update)).toHaveLength(2));
    expect(xhr.callsTo("PATCH", avatar)).toHaveLength(1);
  });

  it("recovers a missing profile id from GET /api/profile/my", async () => {
    const calls = api();
    const { user, router } = await open(null);
    await user.type(bio(), "Running shoes.");
    await user.click(finish());

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.registrationSuccess));
    expect(calls.callsTo("PATCH", update)).toHaveLength(1);
  });

  it("logs and does nothing when no profile id can be found", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = api({ "GET /api/profile/my": myProfile(kind) });
    const xhr = mockXhr();
    const { user, router } = await open(null);
    await user.upload(chooser(), file("logo.png", "image/png"));
    await user.type(bio(), "Running shoes.");

    await user.click(finish());

    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.athleteIdMissing));
    expect(xhr.calls).toHaveLength(0);
    expect(calls.calls.filter((call) => call.method === "PATCH")).toHaveLength(0);
    expect(router.state.location.pathname).toBe(route);
  });
  it("Back opens get-started with the saved answers, and Continue updates the profile", async () => {
    const calls = api({
      [`PATCH ${update}`]: { body: { data: profile() } },
    });
    useProfileStore.getState().setProfileId(id);
    const { user, router } = renderApp(route);
    await screen.findByRole("heading", { level: 1, name: title });

    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        kind === "business" ? ROUTES.businessGetStarted : ROUTES.individualGetStarted,
      ),
    );
    expect(await screen.findByRole("combobox", { name: "Location" })).toHaveValue("Austin, Texas");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(route));
    expect(calls.callsTo("POST", `/api/profile/${kind}/create`)).toHaveLength(0);
    expect(calls.callsTo("PATCH", update).map((call) => call.body)).toMatchObject([
      { location: 10, website: null },
    ]);
  });
});
