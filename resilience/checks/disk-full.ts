// The disk fills while uploads are stored: DATA_DIR on a 2 MB tmpfs (root may mount one here),
// photos uploaded until it is full. Wanted: a clear JSON error (507), no row without its file, no
// file without its row, the server alive, and uploads working again once space is freed.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { freshEmail as uniqueAddress, TEST_PASSWORD } from "@lineup/test-kit";
import {
  makeJourneyMedia,
  walkAthleteJourney,
  type Acknowledged,
} from "../support/athlete-journey";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { CallStats, HttpClient } from "../support/http-client";
import { startStack } from "../support/stack";
import { sample, verifyWrites, withPostgres } from "../support/verify-writes";

/** A photo that does not compress: random pixels, about 400 KB as PNG. */
function noisePhoto(): Promise<Buffer> {
  const pixels = randomBytes(360 * 360 * 3);
  return sharp(pixels, { raw: { width: 360, height: 360, channels: 3 } })
    .png()
    .toBuffer();
}

export const check: ResilienceCheck = {
  name: "disk-full",
  async run(ctx) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-diskfull-"));
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dataDir], { stdio: "pipe" });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      return [
        {
          check: "disk-full",
          figure: "not run",
          pass: false,
          note: `cannot mount a 2 MB tmpfs (needs root): ${String(error).slice(0, 120)}`,
        },
      ];
    }
    try {
      const stack = await startStack(ctx, { label: "disk", port: 4058, smtpPort: 4059, dataDir });
      try {
        const stats = new CallStats();
        const ack: Acknowledged = { email: uniqueAddress("disk"), serviceIds: [], mediaIds: [] };
        const options = {
          base: stack.server.base,
          appUrl: stack.server.base,
          forwardedFor: "10.30.0.1",
          inbox: stack.inbox,
          stats,
          lookups: stack.lookups,
          media: await makeJourneyMedia(),
        };
        await walkAthleteJourney(options, ack);
        const http = new HttpClient(stack.server.base, stack.server.base, "10.30.0.1", stats);
        await http.call("POST", "/api/auth/local/signIn", "sign-in", {
          email: ack.email,
          password: TEST_PASSWORD,
        });

        const upload = async (files: Buffer[], removed: string[] = []) => {
          const form = new FormData();
          files.forEach((bytes, i) =>
            form.append(
              "files",
              new Blob([new Uint8Array(bytes)], { type: "image/png" }),
              `${i}.png`,
            ),
          );
          for (const id of removed) form.append("removed", id);
          return http.call<{
            data?: { photos: { id: string }[] };
            code?: string;
            message?: string;
          }>("PATCH", `/api/athlete/update-photos/${ack.profileId}`, "photos", form);
        };
        // Upload one photo at a time until the disk says no (or the 10-photo limit is reached).
        let refusal: { status: number; body: unknown } | undefined;
        let photoIds: string[] = [];
        for (let i = 0; i < 10 && !refusal; i++) {
          const answer = await upload([await noisePhoto()]);
          if (answer.status === 200) photoIds = answer.body.data!.photos.map((p) => p.id);
          else refusal = answer;
        }
        const alive = (await http.call("GET", "/api/health", "health")).status === 200;
        const verified = await withPostgres(stack.databaseUrl, (query) =>
          verifyWrites(query, dataDir, [{ ...ack, mediaIds: [...ack.mediaIds, ...photoIds] }]),
        );
        // Freeing space (removing the photos) makes uploads work again.
        const freed = await upload([], photoIds);
        const again = await upload([await noisePhoto()]);
        const body = refusal?.body as { code?: string; message?: string; statusCode?: number };
        const rows: CheckRow[] = [
          {
            check: "disk-full: error when full",
            figure: refusal ? `${refusal.status} ${body?.code ?? ""}` : "never full",
            pass: refusal?.status === 507 && typeof body?.message === "string" && alive,
            note: refusal ? `${body?.message ?? JSON.stringify(refusal.body)}` : "10 photos fitted",
          },
          {
            check: "disk-full: rows ↔ files",
            figure: `${verified.orphanFiles.length} orphan, ${verified.rowsWithoutFile.length} missing`,
            pass:
              verified.orphanFiles.length === 0 &&
              verified.rowsWithoutFile.length === 0 &&
              verified.missing.length === 0,
            note: sample([
              ...verified.orphanFiles,
              ...verified.rowsWithoutFile,
              ...verified.missing,
            ]),
          },
          {
            check: "disk-full: recovers after space freed",
            figure: `${again.status}`,
            pass: freed.status === 200 && again.status === 200 && alive,
            note: `server alive: ${alive}; removing the photos answered ${freed.status}`,
          },
        ];
        return rows;
      } finally {
        await stack.close();
      }
    } finally {
      execFileSync("umount", [dataDir], { stdio: "pipe" });
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
