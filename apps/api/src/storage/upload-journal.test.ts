import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { media, profiles, users } from "../db/schema";
import { DiskStorage } from "./disk-storage";
import { journalFor, recoverUploads } from "./upload-journal";

/** What a process killed between storing an upload and committing its row leaves in DATA_DIR. */
function leftoversOfDeadProcess(dataDir: string, keys: string[]): string {
  const own = path.basename(journalFor(dataDir).dir).split(".");
  // Same machine, a pid that cannot be alive (above Linux's pid_max).
  const folder = [...own.slice(0, -2), "999999999", "deadbeef"].join(".");
  const dead = path.join(dataDir, "tmp", folder);
  mkdirSync(path.join(dead, "pending"), { recursive: true });
  writeFileSync(path.join(dead, "3f0c.upload"), "spooled bytes");
  for (const key of keys) {
    writeFileSync(path.join(dead, "pending", encodeURIComponent(key)), "");
    const file = path.join(dataDir, "uploads", key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, "stored bytes");
  }
  // A copy being written when the process died (DiskStorage renames it into place when whole).
  const last = path.join(dataDir, "uploads", keys.at(-1)!);
  writeFileSync(`${last}.4242.partial`, "half");
  return dead;
}

const filesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];

describe("upload recovery after a killed process (resilience: sigkill-restart)", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("deletes stored files whose row never committed and the dead process's spool, keeps committed ones", async () => {
    t = await createTestApp("pglite");
    const db = t.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: "kept@example.com", role: "athlete" })
      .returning();
    const [profile] = await db
      .insert(profiles)
      .values({ userId: user!.id, type: "Athlete", nextStep: "done" })
      .returning();
    const committed = `${profile!.id}/11111111-1111-4111-8111-111111111111.png`;
    const orphan = `${profile!.id}/22222222-2222-4222-8222-222222222222.png`;
    await db.insert(media).values({
      profileId: profile!.id,
      kind: "photo",
      storageKey: committed,
      contentType: "image/png",
      size: 12,
    });
    const dead = leftoversOfDeadProcess(t.dataDir, [committed, orphan]);
    const live = journalFor(t.dataDir);
    await live.begin(`${profile!.id}/in-flight.png`);

    const storage = new DiskStorage(path.join(t.dataDir, "uploads"));
    expect(await recoverUploads(t.dataDir, db, storage, t.app.log)).toBe(1);

    expect(filesIn(path.join(t.dataDir, "uploads", profile!.id))).toEqual([
      path.basename(committed),
    ]);
    expect(existsSync(dead)).toBe(false);
    // The folder of this (living) process is left alone.
    expect(filesIn(path.join(live.dir, "pending"))).toHaveLength(1);
  });

  it("runs when the server starts on a DATA_DIR a killed process left", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-recover-"));
    try {
      const key = "8d1e4a52-0d6b-4f7e-9a3c-2b5f3c1d9e70/33333333-3333-4333-8333-333333333333.jpg";
      const dead = leftoversOfDeadProcess(dataDir, [key]);
      t = await createTestApp("pglite", { env: { DATA_DIR: dataDir } });
      expect(filesIn(path.join(dataDir, "uploads")).filter((f) => f.includes("."))).toEqual([]);
      expect(existsSync(dead)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
