import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { ERROR_CODES, MESSAGES, type MediaItem } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { media } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import { journalFor } from "@api/storage/upload-journal";
import { ImageRejected, reencodeImage } from "./image-processing";
import { deleteMedia, listMedia, toMediaItem, type MediaSlot } from "./media-repository";
import { scrubMp4Metadata } from "./mp4-metadata";
import { sniff } from "./sniff";
import type { SpooledFile } from "./spool";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/webm": "webm",
};

export const MAX_PER_SLOT: Record<MediaSlot, number> = { avatar: 1, photo: 10, video: 5 };

interface Staged {
  id: string;
  key: string;
  contentType: string;
  size: number;
}

export interface StoreOptions {
  /** The avatar refuses a file that is not an image; photos and videos ignore it (spec §5). */
  strict: boolean;
}

/** Checks, re-encodes and stores one file; null when it is of the wrong type and may be ignored. */
async function stageOne(
  ctx: AppContext,
  profileId: string,
  slot: MediaSlot,
  file: SpooledFile,
  options: StoreOptions,
): Promise<Staged | null> {
  const sniffed = await sniff(file.head);
  const wanted = slot === "video" ? "video" : "image";
  if (!sniffed || sniffed.kind !== wanted) {
    if (options.strict) throw notAnImage();
    return null;
  }
  const id = randomUUID();
  if (sniffed.kind === "image") {
    let image;
    try {
      image = await reencodeImage(await readFile(file.path), sniffed.mime);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      if (error.reason === "too-complex") {
        throw new AppError(ERROR_CODES.validation, MESSAGES.imageTooComplex, {
          file: MESSAGES.imageTooComplex,
        });
      }
      if (options.strict) throw notAnImage();
      return null;
    }
    const key = `${profileId}/${id}.${EXTENSIONS[image.contentType] ?? "bin"}`;
    await putPending(ctx, key, image.body, image.body.length, image.contentType);
    return { id, key, contentType: image.contentType, size: image.body.length };
  }
  const key = `${profileId}/${id}.${EXTENSIONS[sniffed.mime] ?? "bin"}`;
  if (sniffed.mime === "video/mp4" || sniffed.mime === "video/quicktime") {
    // Phones write the GPS position into MP4 metadata; blank it (sizes and offsets unchanged).
    const bytes = await readFile(file.path);
    scrubMp4Metadata(bytes);
    await putPending(ctx, key, bytes, bytes.length, sniffed.mime);
  } else {
    await putPending(ctx, key, createReadStream(file.path), file.size, sniffed.mime);
  }
  return { id, key, contentType: sniffed.mime, size: file.size };
}

/** Stores bytes whose row is not committed yet, noted in the journal in case the process dies. */
async function putPending(
  ctx: AppContext,
  key: string,
  body: Buffer | ReturnType<typeof createReadStream>,
  size: number,
  contentType: string,
): Promise<void> {
  const journal = journalFor(ctx.config.dataDir);
  await journal.begin(key);
  try {
    await ctx.storage.put(key, body, size, contentType);
  } catch (error) {
    await journal.end([key]);
    throw error;
  }
}

const notAnImage = () =>
  new AppError(ERROR_CODES.validation, MESSAGES.notAnImage, { file: MESSAGES.notAnImage });

/**
 * Adds files to a profile's slot and removes the given ones. New bytes are stored first, rows
 * change in one transaction, and bytes of removed rows are deleted after it commits; when the
 * transaction fails the new bytes are deleted again, so no row points nowhere and no file is
 * left without a row.
 */
export async function replaceMedia(
  ctx: AppContext,
  profileId: string,
  slot: MediaSlot,
  files: SpooledFile[],
  removed: string[] | "all",
  options: StoreOptions,
): Promise<{ items: MediaItem[]; ignored: string[] }> {
  const staged: Staged[] = [];
  const ignored: string[] = [];
  const journal = journalFor(ctx.config.dataDir);
  try {
    for (const file of files) {
      const result = await stageOne(ctx, profileId, slot, file, options);
      if (result) staged.push(result);
      else ignored.push(file.filename);
    }
    const gone = await ctx.db.transaction(async (tx) => {
      const deleted = await deleteMedia(tx, profileId, slot, removed);
      if (staged.length) {
        await tx
          .insert(media)
          .values(staged.map((s) => ({ ...s, storageKey: s.key, profileId, kind: slot })));
      }
      if ((await listMedia(tx, profileId, slot)).length > MAX_PER_SLOT[slot]) {
        const message = `You can add at most ${MAX_PER_SLOT[slot]} ${slot}s.`;
        throw new AppError(ERROR_CODES.validation, message, { files: message });
      }
      return deleted;
    });
    await journal.end(staged.map((s) => s.key));
    await Promise.all(gone.map((row) => ctx.storage.delete(row.storageKey).catch(() => undefined)));
  } catch (error) {
    await Promise.all(staged.map((s) => ctx.storage.delete(s.key).catch(() => undefined)));
    await journal.end(staged.map((s) => s.key));
    throw error;
  } finally {
    await Promise.all(files.map((f) => f.discard()));
  }
  return { items: (await listMedia(ctx.db, profileId, slot)).map(toMediaItem), ignored };
}
