import { MESSAGES, ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { apiError, mockApi } from "@web/test/mock-api";
import { REGISTERED } from "@web/lib/registration-finished";
import { renderApp } from "@web/test/render-app";

function seedBrowser() {
  localStorage.setItem(STORAGE_KEYS.userRole, "athlete");
  localStorage.setItem(STORAGE_KEYS.agentEmail, "agent@club.com");
  localStorage.setItem(STORAGE_KEYS.isFirstTimeUser, "true");
  useProfileStore.getState().setProfileId("prof-1");
  useProfileStore.getState().setProfileType("Athlete");
}

describe("registration success", () => {
  it("does not congratulate a stranger who opens it by address, nor sign anyone off", async () => {
    seedBrowser();
    const api = mockApi();
    renderApp(ROUTES.registrationSuccess);

    const card = await screen.findByRole("region", { name: MESSAGES.noRegistrationToFinish });
    expect(screen.queryByText(MESSAGES.registrationSuccess)).toBeNull();
    expect(within(card).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      ROUTES.login,
    );
    expect(api.calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("athlete");
  });

  it("completes the registration, logs out, clears storage and resets the profile", async () => {
    seedBrowser();
    const api = mockApi({
      "POST /api/account/registration-complete": { body: { data: { ok: true } } },
      "DELETE /api/auth/logout": { body: { data: { ok: true } } },
    });
    renderApp({ pathname: ROUTES.registrationSuccess, state: REGISTERED.state });

    expect(
      await screen.findByRole("heading", { level: 1, name: MESSAGES.registrationSuccess }),
    ).toBeInTheDocument();
    expect(screen.getByText(/congratulatory e-mail/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", ROUTES.home);

    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/account/registration-complete",
        "DELETE /api/auth/logout",
      ]),
    );
    expect(useProfileStore.getState().profileId).toBeNull();
    expect(useProfileStore.getState().profileType).toBeNull();
  });

  it("still logs out and clears when completing fails", async () => {
    seedBrowser();
    const api = mockApi({
      "POST /api/account/registration-complete": apiError(
        401,
        MESSAGES.notSignedIn,
        "UNAUTHORIZED",
      ),
      "DELETE /api/auth/logout": { body: { data: { ok: true } } },
    });
    renderApp({ pathname: ROUTES.registrationSuccess, state: REGISTERED.state });

    await waitFor(() => expect(api.callsTo("DELETE", "/api/auth/logout")).toHaveLength(1));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
