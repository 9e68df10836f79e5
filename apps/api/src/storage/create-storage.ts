import path from "node:path";
import type { AppConfig } from "../config";
import { DiskStorage } from "./disk-storage";
import type { MediaStorage } from "./media-storage";

export async function createStorage(config: AppConfig): Promise<MediaStorage> {
  if (!config.s3) return new DiskStorage(path.join(config.dataDir, "uploads"));
  // The S3 client is loaded only when S3 is configured: it cost every start 0.2 s (decision 0044).
  const { S3Storage } = await import("./s3-storage");
  return new S3Storage(config.s3);
}
