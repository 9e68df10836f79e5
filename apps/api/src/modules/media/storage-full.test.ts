import { existsSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "@api/db/schema";
import { DiskStorage } from "@api/storage/disk-storage";
import type { MediaStorage } from "@api/storage/media-storage";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { multipart, png } from "@api-test/media-fixtures";
import { createTestApp, type TestApp } from "@api-test/test-app";

/** Disk storage on a full disk: Linux's /dev/full answers every write with a real ENOSPC. */
class FullDisk implements MediaStorage {
  constructor(private readonly disk: DiskStorage) {}
  async put(_key: string, body: Parameters<MediaStorage["put"]>[1]): Promise<void> {
    await writeFile("/dev/full", body);
  }
  get: MediaStorage["get"] = (key, range) => this.disk.get(key, range);
  delete: MediaStorage["delete"] = (key) => this.disk.delete(key);
  deleteFolder: MediaStorage["deleteFolder"] = (prefix) => this.disk.deleteFolder(prefix);
}

// Resilience check disk-full: a full disk answered 500 "Something went wrong".
describe("an upload when the disk is full", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      mail: true,
      env: { APP_URL },
      deps: { storage: new FullDisk(new DiskStorage("/nonexistent")) },
    });
  });
  afterAll(() => t?.close());

  it("answers 507 with a clear message, and leaves no row and no file", async () => {
    const { cookie } = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const created = await post(
      t.app,
      "/api/profile/athlete/create",
      await validAthleteBody(t.app),
      cookie,
    );
    const id = created.json<{ data: { id: string } }>().data.id;
    const { payload, headers } = await multipart([["files", "a.png", await png(), "image/png"]]);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/athlete/update-photos/${id}`,
      payload,
      headers: { ...headers, cookie },
    });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      message: MESSAGES.storageFull,
      code: ERROR_CODES.storageFull,
      statusCode: 507,
    });
    expect(await t.database.db.select().from(media)).toEqual([]);
    const tmp = path.join(t.dataDir, "tmp");
    const left = existsSync(tmp) ? readdirSync(tmp, { recursive: true, encoding: "utf8" }) : [];
    expect(left.filter((f) => /\.upload$|%2F/.test(f))).toEqual([]);
  });
});
