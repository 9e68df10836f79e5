import {
  ROUTES,
  type OperatorAccountDetail,
  type OperatorAccountItem,
  type OperatorFunnel,
} from "@lineup/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const ID = "0a0a0a0a-0000-4000-8000-00000000000a";
const FUNNEL: OperatorFunnel = { roles: [] };

const row = (id: string, name: string, extra: Partial<OperatorAccountItem> = {}) =>
  ({
    id,
    role: "athlete",
    status: "pending",
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    city: { id: 1, name: "Austin", state: "TX" },
    sport: { id: 3, name: "Basketball" },
    businessType: null,
    progress: "onboarding_finished",
    signedUpAt: "2026-11-20T10:00:00.000Z",
    ...extra,
  }) satisfies OperatorAccountItem;

const detail = (extra: Partial<OperatorAccountDetail> = {}): OperatorAccountDetail => ({
  id: ID,
  role: "athlete",
  status: "pending",
  statusMessage: null,
  email: "maya@example.com",
  emailConfirmed: true,
  firstName: "Maya",
  middleName: null,
  lastName: "Lopez",
  suffix: null,
  businessName: null,
  phoneNumber: null,
  progress: "onboarding_finished",
  signedUpAt: "2026-11-20T10:00:00.000Z",
  registrationCompletedAt: "2026-11-20T11:00:00.000Z",
  secondFactor: false,
  profile: null,
  representation: { current: [], pending: [] },
  invitations: { sent: [], joinedThrough: null },
  ...extra,
});

const GUARDIAN = "parent@example.com";

describe("the console's minors (issue 25)", () => {
  it("flags a minor, the guardian's consent and a missing date of birth on the waiting list", async () => {
    mockApi({
      "GET /api/operator/accounts": {
        body: {
          data: {
            list: [
              row("a1", "Maya Lopez", {
                minor: {
                  isMinor: true,
                  guardianConsent: "requested",
                  guardianEmail: GUARDIAN,
                  dateOfBirth: "2010-05-14",
                },
              }),
              row("a2", "Sam Reed", {
                minor: {
                  isMinor: null,
                  guardianConsent: "not_needed",
                  guardianEmail: null,
                  dateOfBirth: null,
                },
              }),
              row("a3", "Ada Grant", {
                minor: {
                  isMinor: false,
                  guardianConsent: "not_needed",
                  guardianEmail: null,
                  dateOfBirth: "2000-01-02",
                },
              }),
              row("a4", "Old Server"),
            ],
            total: 4,
          },
        },
      },
      "GET /api/operator/funnel": { body: { data: FUNNEL } },
    });
    renderApp(ROUTES.operatorConsole);

    const maya = (await screen.findByRole("link", { name: "Maya Lopez" })).closest("li")!;
    expect(within(maya).getByText("Minor · Waiting for the guardian")).toBeVisible();
    const sam = screen.getByRole("link", { name: "Sam Reed" }).closest("li")!;
    expect(within(sam).getByText("No date of birth")).toBeVisible();
    for (const name of ["Ada Grant", "Old Server"]) {
      const li = screen.getByRole("link", { name }).closest("li")!;
      expect(within(li).queryByText(/Minor|date of birth/)).toBeNull();
    }
  });

  it("shows a minor's date of birth and the guardian's consent on the account", async () => {
    mockApi({
      [`GET /api/operator/accounts/${ID}`]: {
        body: {
          data: detail({
            minor: {
              isMinor: true,
              dateOfBirth: "2010-05-14",
              guardianConsent: "consented",
              guardianEmail: GUARDIAN,
            },
          }),
        },
      },
    });
    renderApp(`${ROUTES.operatorAccount}?id=${ID}`);

    const card = await screen.findByRole("region", { name: "Age and guardian" });
    expect(card).toHaveTextContent("May 14, 2010");
    expect(card).toHaveTextContent(/MinorYes/);
    expect(card).toHaveTextContent("Guardian consented");
  });

  it("leaves the card out while the answer has no such fields", async () => {
    mockApi({ [`GET /api/operator/accounts/${ID}`]: { body: { data: detail() } } });
    renderApp(`${ROUTES.operatorAccount}?id=${ID}`);
    await screen.findByRole("heading", { level: 1, name: "Maya Lopez" });
    expect(screen.queryByRole("region", { name: "Age and guardian" })).toBeNull();
  });
});
