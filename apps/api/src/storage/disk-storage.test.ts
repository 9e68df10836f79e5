import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { DiskStorage } from "./disk-storage";

describe("DiskStorage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "lineup-disk-"));
  const storage = new DiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("stores buffers and streams, reads them back and deletes them", async () => {
    await storage.put("p1/a.png", Buffer.from("png-bytes"), 9);
    await storage.put("p1/b.mp4", Readable.from([Buffer.from("vid"), Buffer.from("eo")]), 5);
    expect(readFileSync(path.join(root, "p1/b.mp4"), "utf8")).toBe("video");
    const got = await storage.get("p1/a.png");
    expect(got?.size).toBe(9);
    await storage.delete("p1/a.png");
    expect(await storage.get("p1/a.png")).toBeNull();
  });

  it("refuses keys that would leave its folder", async () => {
    await expect(storage.put("../escape.txt", Buffer.from("x"), 1)).rejects.toThrow(/unsafe/);
    await expect(storage.get("p1/../../etc/passwd")).rejects.toThrow(/unsafe/);
    await expect(storage.delete("/etc/passwd")).rejects.toThrow(/unsafe/);
  });
});
