import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type GuardianConsentView,
  type GuardianOfferView,
} from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const TOKEN = "tok_abc-123";
const CONSENT = `/api/guardian/consent/${TOKEN}`;
const WITHDRAW = `/api/guardian/withdraw/${TOKEN}`;
const OFFER = `/api/guardian/offer/${TOKEN}`;

const consentView = (overrides: Partial<GuardianConsentView> = {}): GuardianConsentView => ({
  athlete: {
    firstName: "Maya",
    lastName: "Lopez",
    avatarUrl: null,
    sport: "Soccer",
    level: "High School",
    team: "Austin Tigers",
    city: { name: "Austin", state: "TX" },
    bio: "Center back, class of 2028.",
    services: [{ name: "Youth clinic" }, { name: "Instagram post" }],
    dateOfBirth: "2010-05-14",
  },
  guardianEmail: "parent@example.com",
  consentVersion: "2026-11-28",
  state: "requested",
  ...overrides,
});

const offerView = (overrides: Partial<GuardianOfferView> = {}): GuardianOfferView => ({
  athlete: { firstName: "Maya", lastName: "Lopez" },
  buyerName: "Hale Sports",
  serviceName: "Youth clinic",
  amount: 250,
  activityDate: "2026-12-19",
  status: "awaiting_confirmation",
  awaitingGuardian: true,
  athleteConfirmed: true,
  ...overrides,
});

const invalid = apiError(400, MESSAGES.guardianConsentInvalid, ERROR_CODES.invalidToken);

describe("/guardian/consent/:token", { timeout: 15_000 }, () => {
  it("shows the athlete's preview, the consent text, and signs a consent with the name", async () => {
    const api = mockApi({
      [`GET ${CONSENT}`]: { body: { data: consentView() } },
      [`POST ${CONSENT}`]: { body: { data: { state: "consented" } } },
    });
    const { user } = renderApp(`${ROUTES.guardianConsent}/${TOKEN}`);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Maya wants to join Lineup" }),
    ).toBeVisible();
    const preview = screen.getByRole("region", { name: "The profile businesses would see" });
    for (const text of ["Maya Lopez", /Soccer · High School · Austin Tigers/, "Austin, TX"]) {
      expect(within(preview).getByText(text)).toBeVisible();
    }
    expect(within(preview).getByText("Center back, class of 2028.")).toBeVisible();
    expect(within(preview).getByText("Youth clinic")).toBeVisible();
    expect(within(preview).getByText(/May 14, 2010/)).toBeVisible();
    const terms = screen.getByRole("region", { name: "What you agree to" });
    expect(terms).toHaveTextContent(/prices Maya asks stay private/);
    expect(terms).toHaveTextContent(/copy of every offer/);
    expect(terms).toHaveTextContent(/version 2026-11-28/);
    expect(screen.queryByText(/\$/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "I consent" }));
    const name = screen.getByRole("textbox", { name: "Your full name" });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.guardianNameRequired),
      ),
    );
    expect(name).toHaveFocus();
    expect(api.callsTo("POST", CONSENT)).toHaveLength(0);

    await user.type(name, "Ana Lopez");
    await user.click(screen.getByRole("button", { name: "I consent" }));
    expect(await screen.findByText(MESSAGES.guardianConsentRecorded)).toBeVisible();
    expect(api.callsTo("POST", CONSENT)[0]?.body).toEqual({
      decision: "consent",
      guardianName: "Ana Lopez",
    });
    expect(screen.getByRole("link", { name: "Go to Lineup's home" })).toHaveAttribute(
      "href",
      ROUTES.home,
    );
  });

  it("shows the athlete's photo from the link's own URL (the token lets the guardian load it)", async () => {
    const avatarUrl = `/api/media/3f0c2a9e-5d1b-4c3a-9e7f-1a2b3c4d5e6f?guardian=${TOKEN}`;
    const shown = consentView();
    mockApi({
      [`GET ${CONSENT}`]: {
        body: { data: { ...shown, athlete: { ...shown.athlete, avatarUrl } } },
      },
    });
    renderApp(`${ROUTES.guardianConsent}/${TOKEN}`);
    const preview = await screen.findByRole("region", { name: "The profile businesses would see" });
    // Decorative (alt=""): the name beside it says whose photo it is.
    expect(within(preview).getByRole("presentation")).toHaveAttribute("src", avatarUrl);
  });

  it("declines without a name, and records it", async () => {
    const api = mockApi({
      [`GET ${CONSENT}`]: { body: { data: consentView() } },
      [`POST ${CONSENT}`]: { body: { data: { state: "declined" } } },
    });
    const { user } = renderApp(`${ROUTES.guardianConsent}/${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: "I do not consent" }));

    expect(await screen.findByText(MESSAGES.guardianDeclineRecorded)).toBeVisible();
    expect(api.callsTo("POST", CONSENT)[0]?.body).toEqual({ decision: "decline" });
  });

  it("keeps the typed name and shows the message when the POST fails", async () => {
    mockApi({
      [`GET ${CONSENT}`]: { body: { data: consentView() } },
      [`POST ${CONSENT}`]: apiError(500, MESSAGES.anUnknownErrorOccurred),
    });
    const { user } = renderApp(`${ROUTES.guardianConsent}/${TOKEN}`);
    const name = await screen.findByRole("textbox", { name: "Your full name" });
    await user.type(name, "Ana Lopez");
    await user.click(screen.getByRole("button", { name: "I consent" }));

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.anUnknownErrorOccurred)).toBeVisible();
    expect(name).toHaveValue("Ana Lopez");
  });

  it("tells an invalid, spent or missing link in the shared words, with a way home", async () => {
    mockApi({ [`GET ${CONSENT}`]: invalid });
    renderApp(`${ROUTES.guardianConsent}/${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.guardianConsentInvalid);
    expect(screen.getByRole("link", { name: "Go to Lineup's home" })).toBeVisible();

    mockApi({});
    renderApp(ROUTES.guardianConsent);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link did not work" }),
    ).toBeVisible();
  });

  it("says a decision is already on record instead of asking again", async () => {
    mockApi({ [`GET ${CONSENT}`]: { body: { data: consentView({ state: "consented" }) } } });
    renderApp(`${ROUTES.guardianConsent}/${TOKEN}`);
    expect(await screen.findByText(MESSAGES.guardianConsentRecorded)).toBeVisible();
    expect(screen.queryByRole("button", { name: "I consent" })).toBeNull();
  });
});

describe("/guardian/withdraw/:token", { timeout: 15_000 }, () => {
  it("confirms the withdrawal, then says what it did", async () => {
    const api = mockApi({
      [`GET ${WITHDRAW}`]: {
        body: { data: { athlete: { firstName: "Maya", lastName: "Lopez" }, state: "consented" } },
      },
      [`POST ${WITHDRAW}`]: { body: { data: { state: "withdrawn" } } },
    });
    const { user } = renderApp(`${ROUTES.guardianWithdraw}/${TOKEN}`);

    expect(
      await screen.findByRole("heading", { name: "Withdraw your consent for Maya Lopez?" }),
    ).toBeVisible();
    expect(screen.getByText(/open offers will pause/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Withdraw my consent" }));

    expect(await screen.findByText(MESSAGES.guardianWithdrawRecorded)).toBeVisible();
    expect(api.callsTo("POST", WITHDRAW)[0]?.body).toEqual({});
  });

  it("tells a dead link", async () => {
    mockApi({ [`GET ${WITHDRAW}`]: apiError(400, "Bad", ERROR_CODES.validation) });
    renderApp(`${ROUTES.guardianWithdraw}/${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.guardianLinkInvalid);
  });
});

describe("/guardian/offer/:token", { timeout: 15_000 }, () => {
  it("shows the service, buyer, amount and date, and confirms", async () => {
    const api = mockApi({
      [`GET ${OFFER}`]: { body: { data: offerView() } },
      [`POST ${OFFER}`]: { body: { data: { status: "accepted" } } },
    });
    const { user } = renderApp(`${ROUTES.guardianOffer}/${TOKEN}`);

    expect(await screen.findByRole("heading", { name: "Confirm Maya's offer" })).toBeVisible();
    expect(screen.getByText("Youth clinic")).toBeVisible();
    expect(screen.getByText("Hale Sports")).toBeVisible();
    expect(screen.getByText("$250")).toBeVisible();
    expect(screen.getByText("December 19, 2026")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText(MESSAGES.guardianOfferConfirmed)).toBeVisible();
    expect(api.callsTo("POST", OFFER)[0]?.body).toEqual({ decision: "confirm" });
  });

  it("declines", async () => {
    const api = mockApi({
      [`GET ${OFFER}`]: { body: { data: offerView() } },
      [`POST ${OFFER}`]: { body: { data: { status: "declined" } } },
    });
    const { user } = renderApp(`${ROUTES.guardianOffer}/${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: "Decline" }));

    expect(await screen.findByText(MESSAGES.guardianOfferDeclined)).toBeVisible();
    expect(api.callsTo("POST", OFFER)[0]?.body).toEqual({ decision: "decline" });
  });

  it("says so when the offer no longer waits for the guardian", async () => {
    mockApi({ [`GET ${OFFER}`]: { body: { data: offerView({ awaitingGuardian: false }) } } });
    renderApp(`${ROUTES.guardianOffer}/${TOKEN}`);
    expect(await screen.findByText(MESSAGES.guardianOfferNotAwaiting)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
  });
});
