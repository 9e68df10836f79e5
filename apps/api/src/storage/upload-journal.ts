import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import type { MediaStorage } from "./media-storage";

/** Tells two lives of one pid apart (pid 1 in a restarted container); shared by a process. */
const BOOT_ID = randomBytes(4).toString("hex");
const HOST = hostname().replace(/[^A-Za-z0-9-]/g, "-") || "host";
/** A folder of another machine (a shared volume) is left this long before it counts as dead. */
const FOREIGN_GRACE_MS = 24 * 60 * 60_000;

/**
 * Uploaded bytes are stored before the transaction that adds their media row commits; a process
 * killed in between would leave files no row names. So each process keeps a folder under
 * DATA_DIR/tmp for its spooled uploads and a marker per stored-but-uncommitted key; the next start
 * deletes what a dead process left: its spool files, and the stored files whose row never came.
 */
export class UploadJournal {
  readonly dir: string;
  private readonly pending: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, "tmp", `${HOST}.${process.pid}.${BOOT_ID}`);
    this.pending = path.join(this.dir, "pending");
  }

  /** Call before storing a key whose row is not committed yet. */
  async begin(key: string): Promise<void> {
    await mkdir(this.pending, { recursive: true });
    await writeFile(path.join(this.pending, encodeURIComponent(key)), "");
  }

  /** Call once the row committed, or the stored bytes were deleted again. */
  async end(keys: string[]): Promise<void> {
    await Promise.all(
      // A marker left behind is harmless: recovery keeps the bytes of every committed row.
      keys.map((key) =>
        rm(path.join(this.pending, encodeURIComponent(key)), { force: true }).catch(
          () => undefined,
        ),
      ),
    );
  }
}

const journals = new Map<string, UploadJournal>();
/** The journal of this process for a DATA_DIR. */
export function journalFor(dataDir: string): UploadJournal {
  let journal = journals.get(dataDir);
  if (!journal) journals.set(dataDir, (journal = new UploadJournal(dataDir)));
  return journal;
}

function isDead(folder: string, modifiedMs: number): boolean {
  const [bootId, pid, ...hostParts] = folder.split(".").reverse();
  const host = hostParts.reverse().join(".");
  if (!bootId || !pid || !host) return Date.now() - modifiedMs > FOREIGN_GRACE_MS;
  if (host !== HOST) return Date.now() - modifiedMs > FOREIGN_GRACE_MS;
  if (Number(pid) === process.pid) return bootId !== BOOT_ID;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** At start: cleans up after processes that died with uploads in flight. Returns files deleted. */
export async function recoverUploads(
  dataDir: string,
  db: Db,
  storage: MediaStorage,
  log: FastifyBaseLogger,
): Promise<number> {
  const tmp = path.join(dataDir, "tmp");
  let entries;
  try {
    entries = await readdir(tmp, { withFileTypes: true });
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const entry of entries) {
    const full = path.join(tmp, entry.name);
    const { mtimeMs } = await stat(full);
    // Loose spool files are from a version that had no per-process folder.
    if (!entry.isDirectory() || !isDead(entry.name, mtimeMs)) {
      if (!entry.isDirectory() && Date.now() - mtimeMs > 60 * 60_000) await rm(full);
      continue;
    }
    const markers = await readdir(path.join(full, "pending")).catch(() => []);
    const keys = markers.map((name) => decodeURIComponent(name));
    if (keys.length) {
      const kept = await db
        .select({ key: media.storageKey })
        .from(media)
        .where(inArray(media.storageKey, keys));
      const committed = new Set(kept.map((row) => row.key));
      for (const key of keys.filter((k) => !committed.has(k))) {
        await storage.delete(key);
        deleted++;
      }
    }
    await rm(full, { recursive: true, force: true });
    log.info({ folder: entry.name, deleted }, "cleaned up uploads of a stopped process");
  }
  return deleted;
}
