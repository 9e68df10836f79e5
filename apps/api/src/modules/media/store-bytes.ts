import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaItem } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { journalFor } from "@api/storage/upload-journal";
import type { SpooledFile } from "./spool";
import { replaceMedia } from "./store-media";

/**
 * Makes `bytes` the profile's avatar exactly as an upload would: spooled to the uploads' temporary
 * folder, sniffed, re-encoded and stored through the configured storage (disk or S3). Used by
 * code that draws a picture itself (the demo marketplace, docs/decisions/0080).
 */
export async function storeAvatarBytes(
  ctx: AppContext,
  profileId: string,
  bytes: Buffer,
  filename: string,
): Promise<MediaItem> {
  const dir = journalFor(ctx.config.dataDir).dir;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.upload`);
  await writeFile(file, bytes);
  const spooled: SpooledFile = {
    path: file,
    size: bytes.length,
    head: bytes.subarray(0, 4100),
    filename,
    discard: () => rm(file, { force: true }),
  };
  const { items } = await replaceMedia(ctx, profileId, "avatar", [spooled], "all", {
    strict: true,
  });
  return items[0]!;
}
