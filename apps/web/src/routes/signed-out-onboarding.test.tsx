import { ROUTES } from "@lineup/shared";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

// Issue 21: a signed-out visitor could fill in create-profile, and Save did nothing. The steps
// after get-started save to the visitor's own profile, so without a session they send the
// visitor to login, which brings them back.
describe("onboarding steps after get-started, signed out", () => {
  it.each([
    ROUTES.athleteAddSocials,
    ROUTES.athleteCreateProfile,
    ROUTES.businessCreateProfile,
    ROUTES.individualCreateProfile,
  ])("%s goes to login and asks to come back", async (path) => {
    mockApi({
      "GET /api/profile/my": apiError(401, "Please sign in to continue.", "UNAUTHORIZED"),
    });
    const { router } = renderApp(path);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(path);
  });
});
