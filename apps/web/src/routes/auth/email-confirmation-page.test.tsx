import { LIMITS, MESSAGES, ROUTES } from "@lineup/shared";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Component as EmailConfirmationPage } from "@web/routes/auth/email-confirmation-page";
import { useFakeClock } from "@web/test/fake-clock";
import { mockApi } from "@web/test/mock-api";
import { renderScreen } from "@web/test/render-app";

const RESENT = { body: { data: { message: MESSAGES.resendSent } } };

describe("e-mail confirmation notice", () => {
  it("names the address, mentions Spam and wakes Resend up after 59 seconds", async () => {
    useFakeClock();
    const api = mockApi({ "POST /api/auth/resend-confirmation": RESENT });
    const { user } = renderScreen(
      <EmailConfirmationPage />,
      `${ROUTES.emailConfirmation}?email=a%40b.co`,
    );

    expect(screen.getByRole("heading", { level: 1, name: "Email has Sent!" })).toBeInTheDocument();
    expect(screen.getByText("a@b.co")).toBeInTheDocument();
    expect(screen.getByText(/Spam folder/)).toBeInTheDocument();
    const resend = () => screen.getByRole("button", { name: /^Resend/ });
    expect(resend()).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(LIMITS.resendCountdownSeconds * 1000);
    });
    expect(resend()).toBeEnabled();
    await user.click(resend());

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.resendSent));
    expect(resend()).toBeDisabled();
    expect(api.callsTo("POST", "/api/auth/resend-confirmation")[0]?.body).toEqual({
      email: "a@b.co",
    });
  });

  it("after an invalid link, asks for the address and sends a new link at once", async () => {
    const api = mockApi({ "POST /api/auth/resend-confirmation": RESENT });
    const { user } = renderScreen(
      <EmailConfirmationPage />,
      `${ROUTES.emailConfirmation}?status=invalid`,
    );

    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.invalidConfirmationLink);
    const send = screen.getByRole("button", { name: "Send a new link" });
    expect(send).toBeEnabled();

    await user.click(send);
    await waitFor(() =>
      expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Please enter email"),
    );
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText("E-mail"), "kim@example.com");
    await user.click(send);

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.resendSent));
    expect(api.callsTo("POST", "/api/auth/resend-confirmation")[0]?.body).toEqual({
      email: "kim@example.com",
    });
  });
});
