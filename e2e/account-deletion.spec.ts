import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MESSAGES, ROUTES, type AccountExport } from "@lineup/shared";
import { expect, test } from "@playwright/test";
import { fillJoinForm, finishedAthlete, logIn, PASSWORD } from "./support/accounts";
import { mp4, realPng } from "./support/athlete-onboarding";
import { mailbox } from "./support/inbox";
import { atPhoneWidth, mailWithSubject, openSettings, snapshot } from "./support/settings";

/** Files under a profile's folder of the server's uploads (global setup names its DATA_DIR). */
function storedFiles(profileId: string): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR!, "uploads", profileId);
  return existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: "utf8" }) : [];
}

// Issue 21, Settings: download my data, then delete the account and find nothing of it left.
test("downloads everything held about me, deletes the account, and nothing of it is left", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await atPhoneWidth(page);
  const email = await finishedAthlete(request);
  await logIn(page, email);
  await expect(page).toHaveURL(ROUTES.myHome);
  const my = (await (await page.request.get("/api/profile/my")).json()) as {
    data: { profile: { id: string } };
  };
  const profileId = my.data.profile.id;
  const avatar = await page.request.patch(`/api/profile/${profileId}/update-avatar`, {
    multipart: { file: { name: "me.png", mimeType: "image/png", buffer: await realPng() } },
  });
  expect(avatar.status()).toBe(200);
  const video = await page.request.patch(`/api/athlete/update-videos/${profileId}`, {
    multipart: { files: { name: "clip.mp4", mimeType: "video/mp4", buffer: mp4() } },
  });
  expect(video.status()).toBe(200);
  expect(storedFiles(profileId)).toHaveLength(2);

  // Your data: one JSON file, with the owner's own price and links to the files.
  await openSettings(page, /Account menu for Jordan Mitchell/);
  const data = page.getByRole("region", { name: "Your data" });
  const downloading = page.waitForEvent("download");
  await data.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lineup-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), "utf8")) as {
    data: AccountExport;
  };
  expect(file.data.account.email).toBe(email);
  expect(file.data.profile).toMatchObject({ services: [{ name: "Private lesson", price: 90 }] });
  expect(file.data.media.map((m) => m.kind).sort()).toEqual(["avatar", "video"]);
  expect(file.data.sessions.some((s) => s.current)).toBe(true);
  await expect(data.getByRole("status")).toHaveText("Your data has been downloaded.");
  for (const item of file.data.media) expect((await request.get(item.url)).status()).toBe(200);

  // Delete account: a dialog asks for the password.
  const mailsBefore = mailbox.to(email).length;
  const remove = page.getByRole("region", { name: "Delete account" });
  await remove.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password", { exact: true }).fill("Not-My-Password-1");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText(MESSAGES.wrongPassword)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("delete-dialog.png") });
  await dialog.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(ROUTES.home);
  await expect(page.getByText(MESSAGES.accountDeleted)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await snapshot(page, "deleted", (name) => test.info().outputPath(name));

  // Nothing left: the last e-mail, no file, no file link, no session, no sign-in.
  const farewell = await mailWithSubject(email, "Your Lineup account has been deleted");
  expect(mailbox.to(email).length).toBe(mailsBefore + 1);
  expect(farewell.text).toContain("free again");
  expect(storedFiles(profileId)).toEqual([]);
  expect(existsSync(path.join(process.env.E2E_DATA_DIR!, "uploads", profileId))).toBe(false);
  for (const item of file.data.media) expect((await request.get(item.url)).status()).toBe(404);
  expect((await page.request.get("/api/account")).status()).toBe(401);
  expect((await page.request.get(`/api/profile/private/${profileId}`)).status()).toBe(401);
  await logIn(page, email);
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();

  // The address is free again: the join form takes it.
  await page.goto(ROUTES.athleteJoin);
  await fillJoinForm(page, "athlete", email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: MESSAGES.emailSent })).toBeVisible();
});
