import path from "node:path";
import type { AppConfig } from "../config";
import { DiskStorage } from "./disk-storage";
import type { MediaStorage } from "./media-storage";
import { S3Storage } from "./s3-storage";

export function createStorage(config: AppConfig): MediaStorage {
  return config.s3
    ? new S3Storage(config.s3)
    : new DiskStorage(path.join(config.dataDir, "uploads"));
}
