import { MESSAGES, ROUTES, type MinorStatus } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { athleteProfile, privateProfile } from "@web/test/athlete-fixtures";
import { mockApi, rateLimited, type MockReply } from "@web/test/mock-api";
import { myProfile } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

const done = { id: "ath-1", nextStep: "done" } as const;
const UPDATE = "/api/profile/athlete/update/ath-1";
const RESEND = "/api/guardian/consent/resend";
const MINOR_BORN = `${new Date().getFullYear() - 15}-06-01`;

/** GET /api/profile/my for an athlete, with the issue 25 fields when given. */
function myAthleteWith(minor?: MinorStatus, dateOfBirth: string | null = null): MockReply {
  const base = myProfile("athlete", done).body as { data: object };
  return {
    body: { data: { ...base.data, ...(minor ? { minor: { ...minor, dateOfBirth } } : {}) } },
  };
}

const profile = privateProfile(
  athleteProfile({ nextStep: "done", hometown: { id: 10, name: "Austin", state: "TX" } }),
);

describe("/home for an athlete's age and guardian (issue 25)", { timeout: 15_000 }, () => {
  it("keeps working, with no such panel, while the answer has no minor fields", async () => {
    mockApi({ "GET /api/profile/my": myAthleteWith(), "GET /api/profile/private/ath-1": profile });
    renderApp(ROUTES.myHome);
    expect(await screen.findByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
    expect(screen.queryByRole("region", { name: /date of birth|guardian/i })).toBeNull();
  });

  it("asks a date of birth of an athlete who registered before, then a minor's guardian", async () => {
    let minor: MinorStatus = { isMinor: null, guardianEmail: null, guardianConsent: "not_needed" };
    const api = mockApi({
      "GET /api/profile/my": () => myAthleteWith(minor),
      "GET /api/profile/private/ath-1": profile,
      [`PATCH ${UPDATE}`]: () => {
        minor = { isMinor: true, guardianEmail: "mom@example.com", guardianConsent: "requested" };
        return profile;
      },
    });
    const { user } = renderApp(ROUTES.myHome);

    const panel = await screen.findByRole("region", { name: "Add your date of birth" });
    expect(within(panel).getByText(MESSAGES.dateOfBirthMissing)).toBeVisible();
    const save = await within(panel).findByRole("button", { name: "Save your date of birth" });
    await user.click(save);
    expect(await within(panel).findByText(MESSAGES.enterDateOfBirth)).toBeVisible();

    await user.type(within(panel).getByLabelText(/^Date of birth/), MINOR_BORN);
    const guardian = await within(panel).findByRole("textbox", {
      name: "Parent or guardian's e-mail",
    });
    await user.click(save);
    await waitFor(() =>
      expect(guardian).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.enterGuardianEmail),
      ),
    );
    await user.type(guardian, "mom@example.com");
    await user.click(save);

    expect(
      await screen.findByRole("region", { name: "Waiting for your parent or guardian" }),
    ).toHaveTextContent("mom@example.com");
    expect(api.callsTo("PATCH", UPDATE)[0]?.body).toEqual({
      dateOfBirth: MINOR_BORN,
      guardianEmail: "mom@example.com",
    });
  });

  it("sends the guardian's e-mail again, and tells a 429's wait", async () => {
    let reply: MockReply = { body: { data: { message: MESSAGES.guardianEmailSent } } };
    const api = mockApi({
      "GET /api/profile/my": myAthleteWith(
        { isMinor: true, guardianEmail: "mom@example.com", guardianConsent: "requested" },
        MINOR_BORN,
      ),
      "GET /api/profile/private/ath-1": profile,
      [`POST ${RESEND}`]: () => reply,
    });
    const { user } = renderApp(ROUTES.myHome);
    const panel = await screen.findByRole("region", {
      name: "Waiting for your parent or guardian",
    });
    const button = within(panel).getByRole("button", { name: "Send the e-mail again" });

    await user.click(button);
    expect(await within(panel).findByRole("status")).toHaveTextContent(MESSAGES.guardianEmailSent);
    reply = rateLimited(120);
    await user.click(button);
    await waitFor(() =>
      expect(within(panel).getByRole("status")).toHaveTextContent(/Try again in 2 minutes/),
    );
    expect(api.callsTo("POST", RESEND)).toHaveLength(2);
  });

  it.each([
    ["declined", "Your parent or guardian did not agree", /declined/],
    ["withdrawn", "Your parent or guardian withdrew their consent", /open offers are paused/],
    ["consented", "Your parent or guardian agreed", /consented/],
  ] as const)("explains a guardian who %s", async (guardianConsent, title, text) => {
    mockApi({
      "GET /api/profile/my": myAthleteWith(
        { isMinor: true, guardianEmail: "mom@example.com", guardianConsent },
        MINOR_BORN,
      ),
      "GET /api/profile/private/ath-1": profile,
    });
    renderApp(ROUTES.myHome);
    const panel = await screen.findByRole("region", { name: title });
    expect(panel).toHaveTextContent(text);
    expect(within(panel).queryByRole("button", { name: "Send the e-mail again" }) !== null).toBe(
      guardianConsent !== "consented",
    );
  });

  it("shows nothing of the kind to an adult", async () => {
    mockApi({
      "GET /api/profile/my": myAthleteWith(
        { isMinor: false, guardianEmail: null, guardianConsent: "not_needed" },
        "1999-01-01",
      ),
      "GET /api/profile/private/ath-1": profile,
    });
    renderApp(ROUTES.myHome);
    expect(await screen.findByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
    expect(screen.queryByRole("region", { name: /date of birth|guardian/i })).toBeNull();
  });
});
