import { MESSAGES, ROUTES, type PublicAthleteProfile } from "@lineup/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { todayIso } from "@web/lib/calendar-day";
import { setSignedIn } from "@web/stores/signed-in-store";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import {
  ATHLETE_ID,
  OFFER_ID,
  SERVICE_ID,
  SERVICE_ID_2,
  offer,
  offerDetail,
} from "@web/test/offer-fixtures";
import { renderApp } from "@web/test/render-app";

const profile = (services = [{ id: SERVICE_ID, name: "Social Media Post" }]) =>
  ({
    id: ATHLETE_ID,
    name: "Aaliyah Brooks",
    avatarUrl: null,
    sport: { id: 1, name: "Soccer" },
    positions: [],
    level: "College",
    city: { id: 10, name: "Austin", state: "Texas" },
    services,
    shortlisted: false,
    bio: null,
    interests: [],
    socials: {},
    photos: [],
    videos: [],
    agent: null,
  }) satisfies PublicAthleteProfile;

const profilePath = `${ROUTES.athleteProfile}?id=${ATHLETE_ID}`;

function openProfile(
  postOffer: (body: unknown) => MockReply | Promise<MockReply>,
  services?: PublicAthleteProfile["services"],
) {
  setSignedIn({ name: "Peak Sports Co.", initials: "PS", role: "business" });
  const api = mockApi({
    [`GET /api/athletes/${ATHLETE_ID}`]: { body: { data: profile(services) } },
    "POST /api/offers": postOffer,
    [`GET /api/offers/${OFFER_ID}`]: { body: { data: offerDetail({ viewerParty: "buyer" }) } },
    [`GET /api/offers/${OFFER_ID}/messages`]: { body: { data: { list: [] } } },
  });
  return { api, ...renderApp(profilePath) };
}

async function startOffer(user: ReturnType<typeof openProfile>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  return screen.findByRole("dialog", { name: "Make an offer to Aaliyah Brooks" });
}

describe("Make an offer", () => {
  it("sends the offer with the one service chosen and the default expiry, then opens it", async () => {
    const { api, user, router } = openProfile(() => ({ status: 201, body: { data: offer() } }));
    const dialog = await startOffer(user);

    expect(within(dialog).getByLabelText("Service")).toHaveValue(SERVICE_ID);
    expect(within(dialog).getByLabelText("Offer expires after")).toHaveValue("7");
    await user.type(within(dialog).getByLabelText("Amount"), "1,250.50");
    await user.type(within(dialog).getByLabelText("Message"), "Two posts in December.");
    await user.click(within(dialog).getByRole("button", { name: "Send offer" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.offer));
    expect(router.state.location.search).toBe(`?id=${OFFER_ID}`);
    expect(api.callsTo("POST", "/api/offers")[0]!.body).toEqual({
      athleteId: ATHLETE_ID,
      serviceId: SERVICE_ID,
      amount: 1250.5,
      message: "Two posts in December.",
      expiresInDays: 7,
    });
  });

  it("says under each field what is missing, before any call", async () => {
    const services = [
      { id: SERVICE_ID, name: "Social Media Post" },
      { id: SERVICE_ID_2, name: "Autograph signing" },
    ];
    const { api, user } = openProfile(() => ({ status: 201, body: { data: offer() } }), services);
    const dialog = await startOffer(user);

    await user.click(within(dialog).getByRole("button", { name: "Send offer" }));
    expect(await within(dialog).findByLabelText("Service")).toHaveAccessibleDescription(
      "Choose a service",
    );
    expect(within(dialog).getByLabelText("Service")).toHaveFocus();
    expect(within(dialog).getByLabelText("Amount")).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.offerAmountPositive),
    );
    expect(within(dialog).getByLabelText("Message")).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.offerMessageRequired),
    );
    expect(api.callsTo("POST", "/api/offers")).toHaveLength(0);
  });

  it("refuses an activity date in the past, and sends a later one as the day chosen", async () => {
    const { api, user } = openProfile(() => ({ status: 201, body: { data: offer() } }));
    const dialog = await startOffer(user);
    const date = within(dialog).getByLabelText(/Activity date/);
    expect(date).toHaveAttribute("type", "date");
    expect(date).toHaveAttribute("min", todayIso());
    await user.type(within(dialog).getByLabelText("Amount"), "300");
    await user.type(within(dialog).getByLabelText("Message"), "Hello!");
    fireEvent.change(date, { target: { value: "2020-01-01" } });
    await user.click(within(dialog).getByRole("button", { name: "Send offer" }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.offerActivityDatePast),
      ),
    );
    expect(api.callsTo("POST", "/api/offers")).toHaveLength(0);

    fireEvent.change(date, { target: { value: "2099-06-30" } });
    await user.selectOptions(within(dialog).getByLabelText("Offer expires after"), "14 days");
    await user.click(within(dialog).getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/offers")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/offers")[0]!.body).toMatchObject({
      activityDate: "2099-06-30",
      expiresInDays: 14,
    });
  });

  it("shows a below-minimum refusal under the amount, in the API's words and nothing more", async () => {
    const { user } = openProfile(() => apiError(422, MESSAGES.offerBelowMinimum, "BELOW_MINIMUM"));
    const dialog = await startOffer(user);
    await user.type(within(dialog).getByLabelText("Amount"), "20");
    await user.type(within(dialog).getByLabelText("Message"), "A quick post?");
    await user.click(within(dialog).getByRole("button", { name: "Send offer" }));

    const amount = within(dialog).getByLabelText("Amount");
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.offerBelowMinimum),
      ),
    );
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveFocus();
    // The dialog stays, with what was typed, so the person can raise the amount.
    expect(within(dialog).getByLabelText("Message")).toHaveValue("A quick post?");
  });

  it("shows the limit of below-minimum offers with its reset date, in the dialog", async () => {
    const limit = `${MESSAGES.offerLimitReached} December 24, 2026.`;
    const { user } = openProfile(() => ({
      // The limit's own words win over a Retry-After the API may send with it.
      status: 429,
      body: { message: limit, code: "OFFER_LIMIT", statusCode: 429, retryAfter: 2_000_000 },
    }));
    const dialog = await startOffer(user);
    await user.type(within(dialog).getByLabelText("Amount"), "20");
    await user.type(within(dialog).getByLabelText("Message"), "Again?");
    await user.click(within(dialog).getByRole("button", { name: "Send offer" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(limit);
  });

  it("cannot be sent twice: the button shows progress until the answer", async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { api, user, router } = openProfile(
      () => new Promise<MockReply>((resolve) => (answer = resolve)),
    );
    const dialog = await startOffer(user);
    await user.type(within(dialog).getByLabelText("Amount"), "300");
    await user.type(within(dialog).getByLabelText("Message"), "Hello!");
    const send = within(dialog).getByRole("button", { name: "Send offer" });
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute("aria-busy", "true"));
    await user.click(send);
    await user.keyboard("{Enter}");
    expect(api.callsTo("POST", "/api/offers")).toHaveLength(1);

    answer({ status: 201, body: { data: offer() } });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.offer));
    expect(api.callsTo("POST", "/api/offers")).toHaveLength(1);
  });

  it("gives focus back to the button when the dialog is cancelled", async () => {
    const { user } = openProfile(() => ({ status: 201, body: { data: offer() } }));
    const dialog = await startOffer(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Make an offer" })).toHaveFocus(),
    );
  });

  it.each(["athlete", "agent", "operator"] as const)("is not offered to an %s", async (role) => {
    setSignedIn({ name: "Someone", initials: "SO", role });
    mockApi({ [`GET /api/athletes/${ATHLETE_ID}`]: { body: { data: profile() } } });
    renderApp(profilePath);
    expect(await screen.findByRole("heading", { level: 1, name: "Aaliyah Brooks" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Make an offer" })).toBeNull();
  });
});
