import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ByteRange, MediaStorage } from "./media-storage";

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Files under DATA_DIR/uploads, written to a temporary name and renamed, so none is half there. */
export class DiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer | Readable, _size: number): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      if (range) return { body: createReadStream(file, range), size: range.end - range.start + 1 };
      return { body: createReadStream(file), size };
    } catch {
      return null;
    }
  }

  /** Deletes the file, and any partial copy a process killed while writing it left behind. */
  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    const base = `${path.basename(file)}.`;
    const siblings = await readdir(path.dirname(file)).catch(() => []);
    await Promise.all(
      siblings
        .filter((name) => name.startsWith(base) && name.endsWith(".partial"))
        .map((name) => rm(path.join(path.dirname(file), name), { force: true })),
    );
  }

  async deleteFolder(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, key);
  }
}
