import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A real S3-compatible server on loopback (s3rver) with one bucket, for the S3 storage adapter. */
export class LocalS3 {
  readonly bucket = "lineup-media";
  private readonly dir = mkdtempSync(path.join(tmpdir(), "lineup-s3-"));
  private server: S3rver | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      directory: this.dir,
      silent: true,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    const info = (await this.server.run()) as { port: number };
    this.port = info.port;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The keys of every object in the bucket (the stored files). */
  async keys(): Promise<string[]> {
    const { ListObjectsV2Command, S3Client } = await import("@aws-sdk/client-s3");
    const client = new S3Client({
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${this.port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    try {
      const page = await client.send(new ListObjectsV2Command({ Bucket: this.bucket }));
      return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    } finally {
      client.destroy();
    }
  }

  env(): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: `http://127.0.0.1:${this.port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
  }
}
