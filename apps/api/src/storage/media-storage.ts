import type { Readable } from "node:stream";

/** Where uploaded bytes live: local disk by default, S3 when S3_BUCKET is set (DESIGN.md). */
export interface MediaStorage {
  /** Stores a finished file; `body` is a buffer or a stream of exactly `size` bytes. */
  put(key: string, body: Buffer | Readable, size: number, contentType: string): Promise<void>;
  /** The bytes of a stored file (or of the inclusive byte range asked), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/` (a deleted profile's folder). */
  deleteFolder(prefix: string): Promise<void>;
}

/** An inclusive byte range, as HTTP Range requests give it. */
export interface ByteRange {
  start: number;
  end: number;
}
