import { MESSAGES, ROUTES, STORAGE_KEYS, type SentInvitation } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "@web/lib/account-storage";
import { apiError, mockApi, type MockReply } from "@web/test/mock-api";
import { myProfile } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

const TITLE = "Invite your athletes";
const INVITE = (email: string) => `/api/invite/athlete/${encodeURIComponent(email)}`;

function invitation(email: string, state: SentInvitation["state"]): SentInvitation {
  return {
    id: `inv-${email}`,
    email,
    state,
    sentAt: "2026-03-02T10:00:00.000Z",
    expiresAt: "2026-03-03T10:00:00.000Z",
  };
}

const SENT = [
  invitation("new@club.com", "sent"),
  invitation("jo@club.com", "joined"),
  invitation("old@club.com", "expired"),
];

function api(
  extra: Record<string, MockReply | ((body: unknown) => MockReply | Promise<MockReply>)> = {},
) {
  return mockApi({
    "GET /api/invite/sent": { body: { data: SENT } },
    "GET /api/profile/my": myProfile("agent", null, {
      athletes: [{ name: "Jo Lane", email: "jo@club.com" }],
      agent: null,
    }),
    ...extra,
  });
}

async function open() {
  const rendered = renderApp(ROUTES.agentFindAthlete);
  await screen.findByRole("heading", { level: 1, name: TITLE });
  return rendered;
}

async function invite(user: UserEvent, email: string) {
  await user.type(screen.getByRole("textbox", { name: "Athlete's e-mail" }), email);
  await user.click(screen.getByRole("button", { name: "Send invite" }));
}

function rows(list: string) {
  return within(screen.getByRole("list", { name: list }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("agent find-athlete", () => {
  it("lists the invitations sent with their state, and the athletes represented", async () => {
    api();
    await open();

    const sent = await screen.findByRole("list", { name: "Invitations sent" });
    const items = within(sent).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("new@club.com")).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Status: Sent");
    expect(items[1]).toHaveTextContent("Status: Joined");
    expect(items[2]).toHaveTextContent("Status: Expired");
    expect(await screen.findByRole("list", { name: "Athletes you represent" })).toHaveTextContent(
      "Jo Lanejo@club.com",
    );
  });

  it("shows the lists as loading first, then their empty states", async () => {
    let answerSent: (reply: MockReply) => void = () => {};
    mockApi({
      "GET /api/invite/sent": () =>
        new Promise<MockReply>((resolve) => {
          answerSent = resolve;
        }),
      "GET /api/profile/my": myProfile("agent"),
    });
    await open();

    expect(screen.getByText("Loading invitations sent…")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Invitations sent" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    answerSent({ body: { data: [] } });

    // While loading, the empty message is already laid out, unseen, to hold its room (CLS).
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Invitations sent" })).toHaveAttribute(
        "aria-busy",
        "false",
      ),
    );
    expect(screen.queryByText("Loading invitations sent…")).not.toBeInTheDocument();
    const empty = screen.getByText("No invitations yet. Invite your first athlete above.");
    expect(empty).not.toHaveAttribute("aria-hidden");
    expect(screen.getByText(/^No athletes yet\./)).not.toHaveAttribute("aria-hidden");
  });

  it("explains the athletes list from the first render, before its answer arrives", async () => {
    mockApi({
      "GET /api/invite/sent": { body: { data: [] } },
      "GET /api/profile/my": () => new Promise<MockReply>(() => {}),
    });
    await open();

    const athletes = screen.getByRole("region", { name: "Athletes you represent" });
    expect(athletes).toHaveAttribute("aria-busy", "true");
    expect(
      within(athletes).getByText(/^An athlete appears here once you have both agreed/),
    ).toBeVisible();
    expect(within(athletes).queryByText("No athletes yet.")).toHaveAttribute("aria-hidden", "true");
  });

  it("posts the invite with the address in the path and the body, then shows the spec's texts and refreshes the list", async () => {
    let sent = [invitation("old@club.com", "expired")];
    const calls = api({
      "GET /api/invite/sent": () => ({ body: { data: sent } }),
      [`POST ${INVITE("kim@club.com")}`]: () => {
        sent = [invitation("kim@club.com", "sent"), ...sent];
        return { body: { data: { emailSent: true } } };
      },
    });
    const { user } = await open();
    await screen.findByRole("list", { name: "Invitations sent" });

    await invite(user, "  Kim@Club.com ");

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.inviteSentTitle });
    expect(within(dialog).getByText(MESSAGES.inviteSentText)).toBeInTheDocument();
    expect(dialog).toHaveTextContent("kim@club.com will get a link to join Lineup");
    expect(calls.callsTo("POST", INVITE("kim@club.com")).map((call) => call.body)).toEqual([
      { email: "kim@club.com" },
    ]);
    await waitFor(() => expect(rows("Invitations sent")).toHaveLength(2));
    expect(rows("Invitations sent")[0]).toContain("kim@club.com");
    expect(calls.callsTo("GET", "/api/invite/sent")).toHaveLength(2);

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("textbox", { name: "Athlete's e-mail" })).toHaveValue("");
  });

  it("says gently when the invitation had already been sent", async () => {
    api({ [`POST ${INVITE("kim@club.com")}`]: { body: { data: { emailSent: false } } } });
    const { user } = await open();

    await invite(user, "kim@club.com");

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.inviteSentTitle });
    expect(within(dialog).getByText(MESSAGES.inviteSentText)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "We had already invited kim@club.com earlier, and that invitation is still valid, so we did not e-mail them again.",
    );
  });

  it("shows a refusal in the 'Ups...' dialog with 'Try Again', back in the field", async () => {
    const calls = api({
      [`POST ${INVITE("kim@club.com")}`]: apiError(429, MESSAGES.tooManyRequests, "RATE_LIMITED"),
    });
    const { user } = await open();

    await invite(user, "kim@club.com");

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.inviteFailedTitle });
    expect(within(dialog).getByText(MESSAGES.tooManyRequests)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const field = screen.getByRole("textbox", { name: "Athlete's e-mail" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("kim@club.com");
    expect(calls.callsTo("GET", "/api/invite/sent")).toHaveLength(1);
  });

  it("shows the server's word on the address under the field too", async () => {
    api({
      [`POST ${INVITE("agent@example.com")}`]: apiError(
        400,
        "You cannot invite yourself.",
        "VALIDATION_ERROR",
        { email: "You cannot invite yourself." },
      ),
    });
    const { user } = await open();

    await invite(user, "agent@example.com");

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.inviteFailedTitle });
    expect(within(dialog).getByText("You cannot invite yourself.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Athlete's e-mail" })).toHaveAccessibleDescription(
      "You cannot invite yourself.",
    );
  });

  it("checks the address before sending", async () => {
    const calls = api();
    const { user } = await open();

    await user.click(screen.getByRole("button", { name: "Send invite" }));
    const field = screen.getByRole("textbox", { name: "Athlete's e-mail" });
    expect(field).toHaveAccessibleDescription(MESSAGES.enterEmail);
    await user.type(field, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.invalidEmail));
    expect(calls.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("welcomes a first-time agent, who finishes registration with the flag cleared", async () => {
    localStorage.setItem(STORAGE_KEYS.isFirstTimeUser, "true");
    api({ "POST /api/account/registration-complete": () => new Promise<MockReply>(() => {}) });
    const { user, router } = await open();

    expect(screen.getByText("Step 2 of 2")).toBeInTheDocument();
    const welcome = await screen.findByRole("dialog", { name: "Welcome to Lineup!" });
    await user.click(within(welcome).getByRole("button", { name: "Let's go" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The welcome does not spend the flag: Finish Registration does.
    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("true");

    await user.click(screen.getByRole("button", { name: "Finish Registration" }));

    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("false");
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.registrationSuccess));
  });

  it("offers no Finish Registration to a returning agent", async () => {
    api();
    await open();
    await screen.findByRole("list", { name: "Invitations sent" });

    expect(screen.queryByRole("button", { name: "Finish Registration" })).toBeNull();
    expect(screen.queryByText(/^Step/)).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("greets a confirmed e-mail before the welcome", async () => {
    sessionStorage.setItem(SESSION_KEYS.emailConfirmed, "true");
    localStorage.setItem(STORAGE_KEYS.isFirstTimeUser, "true");
    api();
    const { user } = await open();

    const confirmed = await screen.findByRole("dialog", { name: MESSAGES.confirmedTitle });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await user.click(within(confirmed).getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("dialog", { name: "Welcome to Lineup!" })).toBeInTheDocument();
  });

  it("tells a list that failed to load, with a way to try again", async () => {
    let fail = true;
    api({
      "GET /api/invite/sent": () =>
        fail ? apiError(503, MESSAGES.serviceUnavailable, "UNAVAILABLE") : { body: { data: SENT } },
    });
    const { user } = await open();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MESSAGES.serviceUnavailable);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("list", { name: "Invitations sent" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
