// Bad input, uploads: a corpus of hostile files sent to the avatar, photo and video routes of the
// profile's owner. Each must be refused with the error shape, ignored, or stored only re-encoded
// (payload gone); no file may stay behind that no media row names; the server stays up; and no
// SVG may make the server fetch anything (a canary HTTP server counts every hit).
import { createServer } from "node:http";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { contractProblems, type ApiResponse } from "../support/api-client";
import type { ResilienceCheck } from "../support/check";
import { startFuzzTarget } from "../support/fuzz-target";
import { hostileCorpus, type HostileUpload } from "../support/hostile-files";

const PORT = 4002;
const CANARY_PORT = 4049;

interface Media {
  id: string;
  url: string;
  contentType: string;
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** What a 2xx stored: the avatar, or the photos/videos not there before. */
function storedBy(response: ApiResponse, before: Set<string>): Media[] {
  const data = (response.json as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  const items = [
    data.avatar,
    ...((data.photos as Media[]) ?? []),
    ...((data.videos as Media[]) ?? []),
  ];
  return items.filter(
    (m): m is Media => !!m && typeof m === "object" && !before.has((m as Media).id),
  );
}

export const check: ResilienceCheck = {
  name: "uploads",
  async run(ctx) {
    const hits: string[] = [];
    const canary = createServer((request, response) => {
      hits.push(request.url ?? "");
      response.end();
    });
    await new Promise<void>((resolve) => canary.listen(CANARY_PORT, "127.0.0.1", resolve));
    const target = await startFuzzTarget(ctx, "uploads", PORT);
    const db = new pg.Client({ connectionString: target.database.url });
    await db.connect();
    const failures: string[] = [];
    let orphans = 0;
    try {
      const athlete = target.accounts.athlete;
      const { client } = athlete;
      const corpus = await hostileCorpus(`http://127.0.0.1:${CANARY_PORT}`);
      const routes: Record<HostileUpload["route"], string> = {
        avatar: `/api/profile/${athlete.profileId}/update-avatar`,
        photos: `/api/athlete/update-photos/${athlete.profileId}`,
        videos: `/api/athlete/update-videos/${athlete.profileId}`,
      };
      const known = new Set<string>(
        (await db.query<{ id: string }>("SELECT id FROM media")).rows.map((r) => r.id),
      );
      for (const item of corpus) {
        const fail = (why: string) => failures.push(`${item.name}: ${why}`);
        let response: ApiResponse;
        try {
          if (item.raw) {
            response = await client.request("PATCH", routes[item.route], {
              body: item.raw.body,
              headers: { "content-type": item.raw.contentType },
            });
          } else {
            const form = new FormData();
            for (const [field, filename, body, type] of item.parts) {
              form.append(field, new Blob([body], { type }), filename);
            }
            response = await client.request("PATCH", routes[item.route], { body: form });
          }
        } catch (error) {
          fail(`no answer (${String(error)})`);
          continue;
        }
        for (const problem of contractProblems(response)) fail(problem);
        const stored = response.status < 300 ? storedBy(response, known) : [];
        const ignored = ((response.json as { data?: { ignored?: string[] } })?.data?.ignored ?? [])
          .length;
        if (item.expect === "refused" && response.status < 400) fail(`answered ${response.status}`);
        if (
          item.expect === "refused-or-ignored" &&
          response.status < 400 &&
          (stored.length || !ignored)
        ) {
          fail(`stored (${response.status}, ${stored.length} new, ${ignored} ignored)`);
        }
        for (const media of stored) {
          known.add(media.id);
          const served = await client.get(media.url);
          const type = served.headers.get("content-type") ?? "";
          if (!/^(image\/(png|jpeg|webp|avif|gif)|video\/)/.test(type)) fail(`served as ${type}`);
          if (served.headers.get("x-content-type-options") !== "nosniff")
            fail("served without nosniff");
          if (item.payload && served.text.includes(item.payload))
            fail(`payload survived in ${media.id}`);
        }
        // No orphan: every file under uploads is a media row's key; nothing left in tmp.
        const keys = new Set(
          (await db.query<{ storage_key: string }>("SELECT storage_key FROM media")).rows.map(
            (r) => r.storage_key,
          ),
        );
        const extra = [
          ...filesUnder(path.join(target.server.dataDir, "uploads")).filter((f) => !keys.has(f)),
          ...filesUnder(path.join(target.server.dataDir, "tmp")).filter(
            (f) => !f.includes("/pending/"),
          ),
        ];
        if (extra.length) {
          orphans += extra.length;
          fail(`left ${extra.join(", ").slice(0, 120)}`);
        }
        const ready = await fetch(`${target.server.base}/api/ready`).catch(() => undefined);
        if (!ready?.ok) fail("server not ready afterwards");
        ctx.log(`uploads: ${item.name} → ${response.status}`);
      }
      const outside = filesUnder(target.server.dataDir).filter((f) => /passwd|evil/.test(f));
      for (const f of outside) failures.push(`a file named from the upload: ${f}`);
      for (const f of failures) ctx.log(`uploads problem: ${f}`);
      return [
        {
          check: "uploads: hostile corpus",
          figure: `${corpus.length - new Set(failures.map((f) => f.split(":")[0])).size} of ${corpus.length} safe`,
          pass: failures.length === 0,
          note: failures.slice(0, 3).join(" | ").slice(0, 300) || "refused, ignored or re-encoded",
        },
        {
          check: "uploads: orphan files",
          figure: String(orphans),
          pass: orphans === 0,
        },
        {
          check: "uploads: fetches by SVG",
          figure: String(hits.length),
          pass: hits.length === 0,
          note: hits.slice(0, 3).join(", ") || "no external reference followed",
        },
      ];
    } finally {
      await db.end();
      await target.close();
      await new Promise((resolve) => canary.close(resolve));
    }
  },
};
