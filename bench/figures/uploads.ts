// A 5 MB image and a 5 MB video upload: time, and the server's peak resident memory above what
// it held before (streamed to disk, the file should never sit whole in memory more than once).
import { LIMITS } from "@lineup/shared";
import { confirmedAthlete, expectStatus } from "../support/accounts";
import { athleteCreateBody, lookupIds } from "../support/lookup-ids";
import { form, mp4, noiseJpeg } from "../support/media-samples";
import { peakRssDuring } from "../support/process-memory";
import type { Row } from "../support/row";
import { SETTINGS } from "../support/settings";
import { infoRow, maxRow, median } from "../support/stats";
import type { Target } from "../support/target";

export async function uploads(target: Target): Promise<Row[]> {
  const base = target.app.base;
  const { client } = await confirmedAthlete(base, target.sink);
  const created = await client.send("POST", "/api/profile/athlete/create", {
    json: athleteCreateBody(await lookupIds(base)),
  });
  expectStatus(created, 201, "athlete create");
  const { id } = created.json<{ data: { id: string } }>().data;
  const image = await noiseJpeg(LIMITS.uploadMaxBytes);
  const video = mp4(LIMITS.uploadMaxBytes - 1024);
  const cases = [
    {
      name: "5 MB image upload",
      reencoded: true,
      bytes: image.length,
      path: `/api/profile/${id}/update-avatar`,
      body: () => form("file", "big.jpg", "image/jpeg", image),
    },
    {
      name: "5 MB video upload",
      reencoded: false,
      bytes: video.length,
      path: `/api/athlete/update-videos/${id}`,
      body: () => form("files", "big.mp4", "video/mp4", video),
    },
  ];
  const rows: Row[] = [];
  for (const upload of cases) {
    const times: number[] = [];
    const growth: number[] = [];
    for (let i = 0; i < SETTINGS.runs; i++) {
      const begun = performance.now();
      const { result, peakMiB, beforeMiB } = await peakRssDuring(target.app.pid, () =>
        client.send("PATCH", upload.path, { form: upload.body() }),
      );
      times.push(performance.now() - begun);
      growth.push(peakMiB - beforeMiB);
      expectStatus(result, 200, upload.name);
      if (upload.name.includes("video")) {
        // Keep under the per-profile limit of videos: remove what was just added.
        const { videos } = result.json<{ data: { videos: { id: string }[] } }>().data;
        const removed = new FormData();
        for (const item of videos) removed.append("removed", item.id);
        expectStatus(await client.send("PATCH", upload.path, { form: removed }), 200, "remove");
      }
    }
    const sizeMiB = upload.bytes / 1024 / 1024;
    rows.push(
      {
        figure: `${upload.name} time (${target.name})`,
        value: Math.round(median(times)),
        unit: "ms",
        note: `${sizeMiB.toFixed(2)} MiB file`,
      },
      upload.reencoded
        ? infoRow(
            `${upload.name} peak memory growth (${target.name})`,
            median(growth),
            "MiB",
            "includes libvips decoding and re-encoding the pixels, so no file-size budget",
          )
        : maxRow(
            `${upload.name} peak memory growth (${target.name})`,
            median(growth),
            "MiB",
            Math.ceil(2 * sizeMiB),
            "server RSS peak above its level before; budget: the file at most twice",
          ),
    );
  }
  return rows;
}
