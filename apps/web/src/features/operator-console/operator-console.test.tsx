import {
  MESSAGES,
  ROUTES,
  type OperatorAccountDetail,
  type OperatorAccountItem,
  type OperatorFunnel,
} from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { myProfile } from "@web/test/profile-fixtures";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";
import { dateOf } from "./labels";

const ID_A = "0a0a0a0a-0000-4000-8000-00000000000a";
const ID_B = "0b0b0b0b-0000-4000-8000-00000000000b";

const item = (id: string, name: string, status: OperatorAccountItem["status"] = "pending") =>
  ({
    id,
    role: "athlete",
    status,
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    city: { id: 1, name: "Austin", state: "TX" },
    sport: { id: 3, name: "Basketball" },
    businessType: null,
    progress: "onboarding_finished",
    signedUpAt: "2026-11-20T10:00:00.000Z",
  }) satisfies OperatorAccountItem;

const FUNNEL: OperatorFunnel = {
  roles: [
    {
      role: "athlete",
      signedUp: 10,
      confirmedEmail: 8,
      startedProfile: 6,
      finishedOnboarding: 4,
      approved: 1,
    },
  ],
};

const notFound = apiError(404, MESSAGES.routeNotFound, "NOT_FOUND");

function detail(status: OperatorAccountDetail["status"] = "pending"): OperatorAccountDetail {
  return {
    id: ID_A,
    role: "athlete",
    status,
    statusMessage: null,
    email: "aaliyah@example.com",
    emailConfirmed: true,
    firstName: "Aaliyah",
    middleName: null,
    lastName: "Brooks",
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
  };
}

describe("the operator console", () => {
  it("is 'not found' to a signed-in person who is not an operator", async () => {
    mockApi({
      "GET /api/operator/accounts": notFound,
      "GET /api/operator/funnel": notFound,
      "GET /api/profile/my": myProfile("athlete"),
    });
    renderApp(ROUTES.operatorConsole);
    expect(await screen.findByRole("heading", { level: 1, name: "Out of bounds" })).toBeVisible();
    expect(screen.queryByText("Waiting list")).toBeNull();
  });

  it("sends a signed-out visitor to log in and back", async () => {
    mockApi({
      "GET /api/operator/accounts": notFound,
      "GET /api/operator/funnel": notFound,
      "GET /api/profile/my": apiError(401, MESSAGES.notSignedIn, "UNAUTHORIZED"),
    });
    const { router } = renderApp(ROUTES.operatorConsole);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(ROUTES.operatorConsole)}`,
    );
  });

  it("sends an operator who never turned on the second factor back to that step", async () => {
    const operator = myProfile("agent", null, undefined, {
      status: "approved",
      statusMessage: null,
    });
    const body = operator.body as { data: { account: object } };
    body.data.account = { ...body.data.account, role: "operator", email: "ops@example.com" };
    mockApi({
      "GET /api/operator/accounts": notFound,
      "GET /api/operator/funnel": notFound,
      "GET /api/profile/my": operator,
      "GET /api/auth/totp": { body: { data: { enabled: false } } },
    });
    const { router } = renderApp(ROUTES.operatorConsole);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.operatorAccept));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Protect your account" }),
    ).toBeVisible();
    expect(screen.getByText("ops@example.com")).toBeVisible();
    expect(screen.getByRole("button", { name: "Set up two-step verification" })).toBeVisible();
  });

  it("shows the funnel, filters the list, and approves a whole page at once", async () => {
    const api = mockApi({
      "GET /api/operator/accounts": (_body, url) => ({
        body: {
          data:
            url.searchParams.get("role") === "business"
              ? { list: [], total: 0 }
              : { list: [item(ID_A, "Aaliyah Brooks"), item(ID_B, "Ben Ortiz")], total: 2 },
        },
      }),
      "GET /api/operator/funnel": { body: { data: FUNNEL } },
      "POST /api/operator/accounts/decisions": {
        body: {
          data: {
            decided: [{ id: ID_A, status: "approved", statusMessage: null }],
            skipped: [{ id: ID_B, reason: "status_changed" }],
          },
        },
      },
    });
    const { user, router } = renderApp(ROUTES.operatorConsole);
    await screen.findByRole("heading", { level: 1, name: "Waiting list" });

    const funnel = screen.getByRole("table", { name: "Athletes" });
    const confirmed = within(funnel).getByRole("row", { name: /Confirmed e-mail/ });
    expect(confirmed).toHaveTextContent("8");
    expect(confirmed).toHaveTextContent("80%");
    expect(api.callsTo("GET", "/api/operator/accounts")[0]?.path).toContain("status=pending");

    await user.click(screen.getByRole("checkbox", { name: "Select all 2 on this page" }));
    const bulk = screen.getByRole("region", { name: "Decide on 2 accounts" });
    await user.click(within(bulk).getByRole("button", { name: "Approve 2 accounts" }));
    expect(
      await screen.findByText(
        "Approved 1 account. Not decided: 1 no longer stand where this decision applies.",
      ),
    ).toBeVisible();
    expect(api.callsTo("POST", "/api/operator/accounts/decisions")[0]?.body).toEqual({
      ids: [ID_A, ID_B],
      decision: "approve",
    });

    await user.selectOptions(screen.getByLabelText("Role"), "business");
    expect(await screen.findByText("No account matches these filters.")).toBeVisible();
    expect(router.state.location.search).toBe("?role=business");
    expect(api.callsTo("GET", "/api/operator/accounts").at(-1)?.path).toContain("role=business");
  });

  it("asks for a message before requesting changes, then tells the outcome", async () => {
    let status: OperatorAccountDetail["status"] = "pending";
    const api = mockApi({
      [`GET /api/operator/accounts/${ID_A}`]: () => ({ body: { data: detail(status) } }),
      [`POST /api/operator/accounts/${ID_A}/decision`]: () => {
        status = "changes_requested";
        return { body: { data: { id: ID_A, status, statusMessage: "Add a photo" } } };
      },
    });
    const { user } = renderApp(`${ROUTES.operatorAccount}?id=${ID_A}`);
    await screen.findByRole("heading", { level: 1, name: "Aaliyah Brooks" });

    await user.click(screen.getByRole("radio", { name: "Request changes" }));
    await user.click(screen.getByRole("button", { name: "Request changes" }));
    expect(await screen.findByText(MESSAGES.operatorMessageRequired)).toBeVisible();
    expect(api.callsTo("POST", `/api/operator/accounts/${ID_A}/decision`)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Message to the person/), "Add a photo");
    await user.click(screen.getByRole("button", { name: "Request changes" }));
    expect(
      await screen.findByText("Asked for changes to Aaliyah Brooks. We e-mailed them."),
    ).toBeVisible();
    expect(api.callsTo("POST", `/api/operator/accounts/${ID_A}/decision`)[0]?.body).toEqual({
      decision: "request_changes",
      message: "Add a photo",
    });
    expect(await screen.findByText(/Waiting for the person to make the changes/)).toBeVisible();
  });

  it("lists the person's representation and invitations, each address on a line of its own", async () => {
    const agent = { id: "agent-1", name: "Morgan Lee", email: "morgan.lee.agency@example.com" };
    mockApi({
      [`GET /api/operator/accounts/${ID_A}`]: {
        body: {
          data: {
            ...detail(),
            representation: {
              current: [{ ...agent, since: "2026-11-04T10:00:00.000Z" }],
              pending: [
                {
                  id: "agent-2",
                  name: "Sam Ortiz",
                  email: "sam@example.com",
                  requestedBy: "agent",
                  sentAt: "2026-11-06T10:00:00.000Z",
                },
              ],
            },
            invitations: {
              sent: [
                {
                  id: "inv-1",
                  email: "friend@example.com",
                  state: "expired",
                  sentAt: "2026-11-01T10:00:00.000Z",
                },
              ],
              joinedThrough: { id: "inv-0", inviter: agent },
            },
          } satisfies OperatorAccountDetail,
        },
      },
    });
    renderApp(`${ROUTES.operatorAccount}?id=${ID_A}`);
    await screen.findByRole("heading", { level: 1, name: "Aaliyah Brooks" });
    const panel = screen.getByRole("region", { name: "Representation and invitations" });
    const rows = within(panel).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      `Morgan Lee, since ${dateOf("2026-11-04T10:00:00.000Z")}morgan.lee.agency@example.com`,
      `Sam Ortiz, asked by the agent on ${dateOf("2026-11-06T10:00:00.000Z")}sam@example.com`,
      `friend@example.comExpired, ${dateOf("2026-11-01T10:00:00.000Z")}`,
      "An invitation from Morgan Leemorgan.lee.agency@example.com",
    ]);
    // The address is an element of its own, never glued to a bracket or a comma.
    expect(within(panel).getAllByText("morgan.lee.agency@example.com")).toHaveLength(2);
  });

  it("says None where the person has no representation or invitations", async () => {
    mockApi({ [`GET /api/operator/accounts/${ID_A}`]: { body: { data: detail() } } });
    renderApp(`${ROUTES.operatorAccount}?id=${ID_A}`);
    await screen.findByRole("heading", { level: 1, name: "Aaliyah Brooks" });
    const panel = screen.getByRole("region", { name: "Representation and invitations" });
    expect(within(panel).getAllByText("None")).toHaveLength(3);
    expect(within(panel).getByText("Not given")).toBeVisible();
  });

  it("says when another operator decided first", async () => {
    mockApi({
      [`GET /api/operator/accounts/${ID_A}`]: { body: { data: detail() } },
      [`POST /api/operator/accounts/${ID_A}/decision`]: apiError(
        409,
        MESSAGES.operatorDecisionConflict,
        "CONFLICT",
      ),
    });
    const { user } = renderApp(`${ROUTES.operatorAccount}?id=${ID_A}`);
    await screen.findByRole("heading", { level: 1, name: "Aaliyah Brooks" });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(MESSAGES.operatorDecisionConflict)).toBeVisible();
  });

  it("says an account that no longer exists is gone", async () => {
    mockApi({
      [`GET /api/operator/accounts/${ID_A}`]: apiError(
        404,
        MESSAGES.operatorAccountNotFound,
        "NOT_FOUND",
      ),
      "GET /api/operator/operators": { body: { data: { list: [], invited: [] } } },
    });
    renderApp(`${ROUTES.operatorAccount}?id=${ID_A}`);
    expect(await screen.findByText(MESSAGES.operatorAccountNotFound)).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the waiting list" })).toBeVisible();
  });

  it("invites an operator and removes another after asking", async () => {
    const team = {
      list: [
        {
          id: ID_A,
          email: "me@example.com",
          name: "Dana Reyes",
          secondFactor: true,
          since: "2026-11-01T00:00:00.000Z",
          you: true,
        },
        {
          id: ID_B,
          email: "sam@example.com",
          name: "Sam Lee",
          secondFactor: true,
          since: "2026-11-02T00:00:00.000Z",
          you: false,
        },
      ],
      invited: [] as { email: string; expiresAt: string }[],
    };
    const api = mockApi({
      "GET /api/operator/operators": () => ({ body: { data: team } }),
      "POST /api/operator/invitations": (body) => {
        const { email } = body as { email: string };
        team.invited = [{ email, expiresAt: "2026-11-28T10:00:00.000Z" }];
        return { body: { data: team.invited[0] } };
      },
      [`DELETE /api/operator/operators/${ID_B}`]: () => {
        team.list = team.list.filter((operator) => operator.id !== ID_B);
        return { body: { data: { ok: true } } };
      },
    });
    const { user } = renderApp(ROUTES.operatorTeam);
    await screen.findByRole("heading", { level: 1, name: "Operators" });
    expect(screen.queryByRole("button", { name: "Remove Dana Reyes" })).toBeNull();

    await user.type(screen.getByLabelText("Their e-mail"), "new@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(
      await screen.findByText("Invitation sent to new@example.com. The link works for 24 hours."),
    ).toBeVisible();
    expect(
      await screen.findByText("new@example.com", { exact: false, selector: "span" }),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Remove Sam Lee" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Sam Lee?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Sam Lee is no longer an operator.")).toBeVisible();
    expect(api.callsTo("DELETE", `/api/operator/operators/${ID_B}`)).toHaveLength(1);
    expect(await screen.findByText(/You are the only operator/)).toBeVisible();
  });

  it("reads the audit log as sentences", async () => {
    mockApi({
      "GET /api/operator/audit": {
        body: {
          data: {
            list: [
              {
                id: 2,
                at: "2026-11-21T10:00:00.000Z",
                action: "request_changes",
                actor: { id: ID_B, name: "Dana Reyes" },
                target: { id: ID_A, name: "Aaliyah Brooks" },
                message: "Add a photo",
                fromStatus: "pending",
                toStatus: "changes_requested",
              },
              {
                id: 1,
                at: "2026-11-20T10:00:00.000Z",
                action: "invite_operator",
                actor: { id: null, name: "Lineup (OPERATOR_EMAILS)" },
                target: { id: null, name: "sam@example.com" },
                message: null,
                fromStatus: null,
                toStatus: null,
              },
            ],
            total: 2,
            page: 1,
            pageSize: 50,
          },
        },
      },
    });
    renderApp(ROUTES.operatorAudit);
    const entry = (await screen.findByText("Add a photo")).closest("li")!;
    expect(entry).toHaveTextContent("Dana Reyes requested changes from Aaliyah Brooks");
    expect(entry).toHaveTextContent("Waiting → Changes requested");
    expect(within(entry).getByRole("link", { name: "Aaliyah Brooks" })).toHaveAttribute(
      "href",
      `${ROUTES.operatorAccount}?id=${ID_A}`,
    );
    expect(screen.getByText(/invited/).closest("li")).toHaveTextContent(
      "Lineup (OPERATOR_EMAILS) invited sam@example.com to be an operator",
    );
  });
});
