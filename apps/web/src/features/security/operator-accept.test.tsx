import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const TOKEN = "a".repeat(43);
const EMAIL = "ops@lineup.test";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const RECOVERY = Array.from({ length: 10 }, (_, i) => `ABCD-EF${String(i).padStart(2, "0")}`);

const accepted = { body: { data: { id: "op-1", email: EMAIL, next: "enrol_second_factor" } } };
const setup = {
  body: {
    data: {
      secret: SECRET,
      otpauthUrl: `otpauth://totp/Lineup:${EMAIL}?secret=${SECRET}&issuer=Lineup`,
    },
  },
};

const acceptPath = `${ROUTES.operatorAccept}?token=${TOKEN}`;

async function fillDetails(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(await screen.findByLabelText("First name"), "Olga");
  await user.type(screen.getByLabelText("Last name"), "Operator");
  await user.type(screen.getByLabelText("Password"), "a long operator password");
}

describe("/operator/accept", () => {
  it("takes the operator from the invitation to signing in with a code", async () => {
    const api = mockApi({
      "POST /api/operator/invitations/accept": accepted,
      "POST /api/auth/totp/setup": setup,
      "POST /api/auth/totp/enable": { body: { data: { recoveryCodes: RECOVERY } } },
      "DELETE /api/auth/logout": { body: { data: { ok: true } } },
    });
    const { user } = renderApp(acceptPath);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Become a Lineup operator" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Become an operator — Lineup"));
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create my operator account" }));

    // Step 2: the QR code and the key of the setup, then the first code.
    const heading = await screen.findByRole("heading", { level: 1, name: "Protect your account" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/operator/invitations/accept")[0]?.body).toEqual({
      token: TOKEN,
      firstName: "Olga",
      lastName: "Operator",
      password: "a long operator password",
    });
    expect(
      await screen.findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(`Setup key ${SECRET}`)).toHaveTextContent("JBSW Y3DP");
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    // Enrolling is not optional for an operator.
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();

    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(api.callsTo("POST", "/api/auth/totp/enable")[0]?.body).toEqual({ code: "123456" });

    // The recovery codes, shown once.
    const codes = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(codes).getAllByRole("listitem")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "I have saved them" }));

    // Step 3: the enrolment session is ended; sign in with the password and a code.
    expect(
      await screen.findByRole("heading", { level: 1, name: "You're an operator" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
    expect(api.callsTo("DELETE", "/api/auth/logout")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent(EMAIL);
    expect(screen.getByRole("link", { name: "Sign in to the console" })).toHaveAttribute(
      "href",
      `${ROUTES.login}?next=/operator`,
    );
  });

  it("says a link without a token does not work, and offers the way home", async () => {
    const api = mockApi();
    renderApp(ROUTES.operatorAccept);

    expect(
      await screen.findByRole("heading", { level: 1, name: "This invitation does not work" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.operatorInvitationInvalid);
    expect(screen.getByRole("link", { name: "Go to Lineup's home page" })).toHaveAttribute(
      "href",
      ROUTES.home,
    );
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith("/api/operator"))).toHaveLength(0);
  });

  it("shows the API's message for a used or expired invitation", async () => {
    mockApi({
      "POST /api/operator/invitations/accept": apiError(
        404,
        MESSAGES.operatorInvitationInvalid,
        "NOT_FOUND",
      ),
    });
    const { user } = renderApp(acceptPath);
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create my operator account" }));

    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "This invitation does not work",
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.operatorInvitationInvalid);
    expect(screen.getByRole("link", { name: "Go to Lineup's home page" })).toBeInTheDocument();
  });

  it("treats a malformed token as an invalid invitation", async () => {
    mockApi({
      "POST /api/operator/invitations/accept": apiError(400, "Validation failed", "VALIDATION", {
        token: "Too small",
      }),
    });
    const { user } = renderApp(`${ROUTES.operatorAccept}?token=short`);
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create my operator account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.operatorInvitationInvalid);
  });

  it("checks the form with the server's rules and puts the server's field errors in place", async () => {
    const api = mockApi({
      "POST /api/operator/invitations/accept": apiError(
        400,
        MESSAGES.passwordTooCommon,
        "VALIDATION",
        { password: MESSAGES.passwordTooCommon },
      ),
    });
    const { user } = renderApp(acceptPath);
    await user.click(await screen.findByRole("button", { name: "Create my operator account" }));

    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(api.callsTo("POST", "/api/operator/invitations/accept")).toHaveLength(0);

    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create my operator account" }));
    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Become a Lineup operator");
  });

  it("shows a failed setup in the problem dialog and lets the operator try again", async () => {
    let setups = 0;
    mockApi({
      "POST /api/operator/invitations/accept": accepted,
      "POST /api/auth/totp/setup": () =>
        ++setups === 1 ? apiError(503, MESSAGES.anUnknownErrorOccurred, "UNAVAILABLE") : setup,
    });
    const { user } = renderApp(acceptPath);
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create my operator account" }));

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(MESSAGES.anUnknownErrorOccurred);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(await screen.findByRole("button", { name: "Set up two-step verification" }));
    expect(
      await screen.findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeInTheDocument();
  });
});
