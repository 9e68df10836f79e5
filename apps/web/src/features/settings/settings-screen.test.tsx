import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";
import { accountSettings, settingsReply } from "@web/test/settings-fixtures";

describe("/settings", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    mockApi({ "GET /api/account": apiError(401, MESSAGES.notSignedIn, "UNAUTHORIZED") });
    const { router } = renderApp(ROUTES.settings);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(ROUTES.settings);
  });

  it("lists its sections, each a named region, and links the security screen", async () => {
    mockApi({ "GET /api/account": settingsReply(accountSettings()) });
    renderApp(ROUTES.settings);
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Settings sections" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual([
      "Personal details",
      "E-mail",
      "Password",
      "Security",
      "Your data",
      "Delete account",
    ]);
    for (const name of names) expect(screen.getByRole("region", { name: name })).toBeVisible();
    expect(within(nav).getByRole("link", { name: "E-mail" })).toHaveAttribute("href", "#email");
    expect(
      screen.getByRole("link", { name: "Manage devices and two-step verification" }),
    ).toHaveAttribute("href", ROUTES.settingsSecurity);
    expect(screen.getByText("robin@example.com")).toBeVisible();
  });

  it("saves personal details, clears a blank middle name, and renames the signed-in person", async () => {
    const account = accountSettings("athlete", { middleName: "Quinn", suffix: "Jr" });
    const api = mockApi({
      "GET /api/account": settingsReply(account),
      "PATCH /api/account": (body) => ({
        body: { data: { ...account, ...(body as object), middleName: null, suffix: null } },
      }),
    });
    const { user } = renderApp(ROUTES.settings);
    const details = await screen.findByRole("region", { name: "Personal details" });
    expect(within(details).getByLabelText("First name")).toHaveValue("Robin");
    expect(within(details).getByLabelText(/Middle name/)).toHaveValue("Quinn");
    expect(within(details).getByLabelText(/Suffix/)).toHaveValue("Jr");
    await user.clear(within(details).getByLabelText("First name"));
    await user.type(within(details).getByLabelText("First name"), "Riley");
    await user.clear(within(details).getByLabelText(/Middle name/));
    await user.selectOptions(within(details).getByLabelText(/Suffix/), "");
    await user.click(within(details).getByRole("button", { name: "Save details" }));

    await waitFor(() =>
      expect(within(details).getByRole("status")).toHaveTextContent(MESSAGES.detailsSaved),
    );
    expect(api.callsTo("PATCH", "/api/account")[0]!.body).toEqual({
      firstName: "Riley",
      lastName: "Hale",
      middleName: "",
      suffix: "",
      phoneNumber: "+12015550123",
    });
    expect(
      await screen.findByRole("button", { name: /Account menu for Riley Hale/ }),
    ).toBeVisible();
  });

  it("shows the sign-up rules' messages under the fields, and the API's too", async () => {
    const api = mockApi({
      "GET /api/account": settingsReply(accountSettings()),
      "PATCH /api/account": apiError(400, MESSAGES.invalidRequest, "VALIDATION_ERROR", {
        lastName: MESSAGES.nameMin,
      }),
    });
    const { user } = renderApp(ROUTES.settings);
    const details = await screen.findByRole("region", { name: "Personal details" });
    const first = within(details).getByLabelText("First name");
    await user.clear(first);
    await user.click(within(details).getByRole("button", { name: "Save details" }));
    expect(await within(details).findByText(MESSAGES.firstNameRequired)).toBeVisible();
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(MESSAGES.firstNameRequired);
    expect(api.callsTo("PATCH", "/api/account")).toHaveLength(0);

    await user.type(first, "Riley");
    await user.click(within(details).getByRole("button", { name: "Save details" }));
    expect(await within(details).findByText(MESSAGES.nameMin)).toBeVisible();
    expect(within(details).getByLabelText("Last name")).toHaveFocus();
  });

  it("asks a business for its business name, and an athlete for a phone", async () => {
    mockApi({ "GET /api/account": settingsReply(accountSettings("business")) });
    renderApp(ROUTES.settings);
    const details = await screen.findByRole("region", { name: "Personal details" });
    expect(within(details).getByLabelText("Business name")).toHaveValue("Harbor Gym");
    expect(within(details).queryByLabelText("First name")).toBeNull();
    expect(within(details).getByText("(optional)")).toBeVisible();
  });
});
