import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi, type MockReply } from "@web/test/mock-api";
import { individualProfile, myProfile, privateProfileOf } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

const TITLE = "Tell us where you are";
const CREATE = "/api/profile/individual/create";

function api(extra: Record<string, MockReply> = {}) {
  return mockApi({
    ...lookupHandlers(),
    "GET /api/profile/my": myProfile("individual"),
    [`POST ${CREATE}`]: { status: 201, body: { data: { id: "ind-1" } } },
    "GET /api/profile/private/ind-1": privateProfileOf(individualProfile()),
    ...extra,
  });
}

async function open() {
  const rendered = renderApp(ROUTES.individualGetStarted);
  await screen.findByRole("heading", { level: 1, name: TITLE });
  return rendered;
}

async function pickCity(user: UserEvent, city: string) {
  await user.click(screen.getByRole("combobox", { name: "Location" }));
  await user.click(await screen.findByRole("option", { name: city }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Continue" }));

describe("individual get-started", () => {
  it("is step 2 of 3 and asks only for a location", async () => {
    const calls = api();
    const { user } = await open();

    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    await submit(user);

    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText(MESSAGES.selectLocation)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveAccessibleDescription(
      /Please select a location$/,
    );
    expect(screen.getByText(MESSAGES.selectLocation)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Website/ })).not.toHaveAttribute("aria-invalid");
    expect(calls.callsTo("POST", CREATE)).toHaveLength(0);
  });

  it("sends the location and the website with https://, then opens create-profile", async () => {
    const calls = api();
    const { user, router } = await open();

    await pickCity(user, "Austin, Texas");
    await user.type(screen.getByRole("textbox", { name: /^Website/ }), "robinhale.me");
    await submit(user);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(ROUTES.individualCreateProfile),
    );
    expect(calls.callsTo("POST", CREATE).map((call) => call.body)).toEqual([
      { website: "https://robinhale.me", location: 10 },
    ]);
    expect(useProfileStore.getState()).toMatchObject({
      profileId: "ind-1",
      profileType: "Individual",
    });
  });

  it("sends only the location when no website is given", async () => {
    const calls = api();
    const { user } = await open();
    await pickCity(user, "Los Angeles, California");
    await submit(user);

    await waitFor(() =>
      expect(calls.callsTo("POST", CREATE).map((call) => call.body)).toEqual([{ location: 11 }]),
    );
  });

  it.each([
    ["profile", ROUTES.individualCreateProfile],
    ["done", ROUTES.myHome],
  ] as const)("resumes a profile whose next step is %s", async (nextStep, path) => {
    api({ "GET /api/profile/my": myProfile("individual", { id: "ind-1", nextStep }) });
    const { router } = renderApp(ROUTES.individualGetStarted);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
