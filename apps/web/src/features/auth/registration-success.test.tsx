import { MESSAGES, ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useProfileStore } from "@web/stores/profile-store";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

function seedBrowser() {
  localStorage.setItem(STORAGE_KEYS.userRole, "athlete");
  localStorage.setItem(STORAGE_KEYS.agentEmail, "agent@club.com");
  localStorage.setItem(STORAGE_KEYS.isFirstTimeUser, "true");
  useProfileStore.getState().setProfileId("prof-1");
  useProfileStore.getState().setProfileType("Athlete");
}

describe("registration success", () => {
  it("completes the registration, logs out, clears storage and resets the profile", async () => {
    seedBrowser();
    const api = mockApi({
      "POST /api/account/registration-complete": { body: { data: { ok: true } } },
      "DELETE /api/auth/logout": { body: { data: { ok: true } } },
    });
    renderApp(ROUTES.registrationSuccess);

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
    renderApp(ROUTES.registrationSuccess);

    await waitFor(() => expect(api.callsTo("DELETE", "/api/auth/logout")).toHaveLength(1));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
