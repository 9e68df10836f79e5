import { MESSAGES, ROUTES } from "@lineup/shared";
import { expect, test } from "@playwright/test";

// Issue 21: offline, login showed the browser's raw "Failed to fetch".
test("logging in offline says the person seems to be offline, and works once back online", async ({
  page,
  context,
}) => {
  await page.goto(ROUTES.login);
  // Typed as a person types: the first key fetches the form's schema, while still online.
  await page.getByLabel("E-mail").pressSequentially("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Log In" }).click();
  const dialog = page.getByRole("dialog", { name: MESSAGES.problemTitle });
  await expect(dialog).toContainText(MESSAGES.offline);
  await expect(dialog).not.toContainText("Failed to fetch");
  await dialog.getByRole("button", { name: "Try again" }).click();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("dialog", { name: MESSAGES.problemTitle })).toContainText(
    MESSAGES.invalidCredentials,
  );
});

test("a dialog whose code cannot be fetched still tells its message, in the browser's own dialog", async ({
  page,
}) => {
  await page.route(/\/modal-frame-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto(ROUTES.login);
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Log In" }).click();

  const dialog = page.getByRole("dialog", { name: MESSAGES.problemTitle });
  await expect(dialog).toContainText(MESSAGES.invalidCredentials);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
});
