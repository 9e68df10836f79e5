import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import { AppError } from "@api/lib/app-error";

const HEAD_BYTES = 4100;

export interface SpooledFile {
  path: string;
  size: number;
  /** The first bytes, for sniffing the type. */
  head: Buffer;
  filename: string;
  discard(): Promise<void>;
}

export const tooLarge = () =>
  new AppError(ERROR_CODES.payloadTooLarge, MESSAGES.fileTooLarge, {
    files: MESSAGES.fileTooLarge,
  });

/**
 * Streams one uploaded file to a temporary file, keeping only its first bytes in memory. The
 * multipart limit stops it at 5 MB; a truncated file is deleted and answered 413.
 */
export async function spool(part: MultipartFile, tmpDir: string): Promise<SpooledFile> {
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.upload`);
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (kept < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - kept));
        kept += Math.min(chunk.length, HEAD_BYTES - kept);
      }
      callback(null, chunk);
    },
  });
  const discard = () => rm(file, { force: true });
  try {
    await pipeline(part.file, counter, createWriteStream(file));
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await discard();
    throw tooLarge();
  }
  return { path: file, size, head: Buffer.concat(chunks), filename: part.filename, discard };
}
