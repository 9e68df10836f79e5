import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { athleteWithProfile as withProfile, validAthleteBody } from "@api-test/athlete-helpers";
import {
  avif,
  heicBranded,
  jpegWithGps,
  mp4,
  mp4WithGps,
  multipart,
  oversized,
  png,
  pngBomb,
  shellScript,
  svgWithScript,
} from "@api-test/media-fixtures";
import { LocalS3 } from "@api-test/s3-server";
import type { SmtpSink } from "@api-test/smtp-sink";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

type Item = { id: string; url: string; contentType: string; size: number };

/** Runs on disk storage for each database, and once on S3 (a local S3-compatible server). */
const setups = [
  ...DATABASE_KINDS.map((kind) => ({ kind, storage: "disk" as const })),
  { kind: "pglite" as const, storage: "s3" as const },
];

describe.each(setups)("uploads on $kind with $storage storage", ({ kind, storage }) => {
  let t: TestApp;
  let app: FastifyInstance;
  let sink: SmtpSink;
  const s3 = new LocalS3();
  beforeAll(async () => {
    if (storage === "s3") await s3.start();
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, ...(storage === "s3" ? s3.env() : {}) },
    });
    sink = t.sink;
    app = t.app;
  });
  afterAll(async () => {
    await t?.close();
    if (storage === "s3") await s3.stop();
  });

  const athleteWithProfile = () => withProfile(app, sink);

  async function upload(url: string, cookie: string, parts: Parameters<typeof multipart>[0]) {
    const { payload, headers } = await multipart(parts);
    return app.inject({ method: "PATCH", url, payload, headers: { ...headers, cookie } });
  }

  const fetchMedia = (item: Item) => app.inject({ url: item.url });

  it("re-encodes an avatar without its EXIF and GPS, serves it safely, and replaces the old one", async () => {
    const { cookie, id } = await athleteWithProfile();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const first = await upload(`/api/profile/${id}/update-avatar`, cookie, [
      ["file", "me.jpg", original, "image/jpeg"],
    ]);
    expect(first.statusCode).toBe(200);
    const avatar = first.json<{ data: { avatar: Item } }>().data.avatar;
    expect(avatar.contentType).toBe("image/jpeg");

    const served = await fetchMedia(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Secret Owner"))).toBe(false);
    expect(meta.width).toBe(64);

    const second = await upload(`/api/profile/${id}/update-avatar`, cookie, [
      ["file", "new.png", await png(), "image/png"],
    ]);
    expect(second.json()).toMatchObject({ data: { avatar: { contentType: "image/png" } } });
    expect((await fetchMedia(avatar)).statusCode).toBe(404);
  });

  it("refuses what is not an image, however it is named", async () => {
    const { cookie, id } = await athleteWithProfile();
    const renamed = await upload(`/api/profile/${id}/update-avatar`, cookie, [
      ["file", "photo.png", shellScript, "image/png"],
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ message: MESSAGES.notAnImage });
  });

  it("answers 413 with the spec's words one byte past 5 MB", async () => {
    const { cookie, id } = await athleteWithProfile();
    const response = await upload(`/api/profile/${id}/update-avatar`, cookie, [
      ["file", "big.jpg", oversized(), "image/jpeg"],
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: MESSAGES.fileTooLarge, statusCode: 413 });
    const photos = await upload(`/api/athlete/update-photos/${id}`, cookie, [
      ["files", "big.jpg", oversized(), "image/jpeg"],
    ]);
    expect(photos.statusCode).toBe(413);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const { cookie, id } = await athleteWithProfile();
    const response = await upload(`/api/profile/${id}/update-avatar`, cookie, [
      ["file", "bomb.png", await pngBomb(), "image/png"],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.imageTooComplex });
  });

  it("rasterises an SVG so no script survives", async () => {
    const { cookie, id } = await athleteWithProfile();
    const response = await upload(`/api/profile/${id}/update-avatar`, cookie, [
      ["file", "logo.svg", svgWithScript, "image/svg+xml"],
    ]);
    const avatar = response.json<{ data: { avatar: Item } }>().data.avatar;
    expect(avatar.contentType).toBe("image/png");
    const served = await fetchMedia(avatar);
    expect(served.rawPayload.includes(Buffer.from("script"))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("png");
  });

  it("accepts HEIC and AVIF photos as JPEG", async () => {
    const { cookie, id } = await athleteWithProfile();
    const response = await upload(`/api/athlete/update-photos/${id}`, cookie, [
      ["files", "iphone.heic", await heicBranded(), "image/heic"],
      ["files", "pic.avif", await avif(), "image/avif"],
    ]);
    expect(response.statusCode).toBe(200);
    const { photos } = response.json<{ data: { photos: Item[] } }>().data;
    expect(photos.map((p) => p.contentType)).toEqual(["image/jpeg", "image/jpeg"]);
  });

  it("adds photos, ignores a wrong type, removes by id and keeps at most 10", async () => {
    const { cookie, id } = await athleteWithProfile();
    const first = await upload(`/api/athlete/update-photos/${id}`, cookie, [
      ["files", "a.png", await png(), "image/png"],
      ["files", "b.jpg", await jpegWithGps(), "image/jpeg"],
      ["files", "notes.png", shellScript, "image/png"],
      ["files", "clip.mp4", mp4(), "video/mp4"],
    ]);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: { photos: Item[]; ignored: string[] } }>().data;
    expect(body.photos).toHaveLength(2);
    expect(body.ignored).toEqual(["notes.png", "clip.mp4"]);

    const removed = await upload(`/api/athlete/update-photos/${id}`, cookie, [
      ["removed", body.photos[0]!.id],
    ]);
    expect(removed.json<{ data: { photos: Item[] } }>().data.photos.map((p) => p.id)).toEqual([
      body.photos[1]!.id,
    ]);
    expect((await fetchMedia(body.photos[0]!)).statusCode).toBe(404);

    const many = await Promise.all(Array.from({ length: 10 }, () => png()));
    const tooMany = await upload(
      `/api/athlete/update-photos/${id}`,
      cookie,
      many.map((b, i) => ["files", `${i}.png`, b, "image/png"] as [string, string, Buffer, string]),
    );
    expect(tooMany.statusCode).toBe(400);
    const after = await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } });
    expect(
      after.json<{ data: { profile: { photos: Item[] } } }>().data.profile.photos,
    ).toHaveLength(1);
    if (storage === "disk") {
      // The refused batch left no file behind: one stored photo, no temporary uploads.
      expect(readdirSync(path.join(t.dataDir, "uploads", id))).toHaveLength(1);
      const tmp = path.join(t.dataDir, "tmp");
      const left = existsSync(tmp) ? readdirSync(tmp, { recursive: true, encoding: "utf8" }) : [];
      expect(left.filter((f) => /\.(upload|png|jpg)$|%2F/.test(f))).toEqual([]);
    }
  });

  it("stores MP4 videos and ignores images sent as videos", async () => {
    const { cookie, id } = await athleteWithProfile();
    const response = await upload(`/api/athlete/update-videos/${id}`, cookie, [
      ["files", "highlights.mp4", mp4(200_000), "video/mp4"],
      ["files", "still.png", await png(), "video/mp4"],
    ]);
    expect(response.statusCode).toBe(200);
    const { videos, ignored } = response.json<{ data: { videos: Item[]; ignored: string[] } }>()
      .data;
    expect(videos).toMatchObject([{ contentType: "video/mp4", size: 200_000 }]);
    expect(ignored).toEqual(["still.png"]);
    const served = await fetchMedia(videos[0]!);
    expect(served.headers["content-type"]).toBe("video/mp4");
    expect(served.rawPayload.length).toBe(200_000);
    const part = await app.inject({ url: videos[0]!.url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/200000");
    expect(part.rawPayload).toEqual(served.rawPayload.subarray(100, 200));
  });

  it("lets nobody upload to another person's profile", async () => {
    const owner = await athleteWithProfile();
    const stranger = await athleteWithProfile();
    const avatar = await upload(`/api/profile/${owner.id}/update-avatar`, stranger.cookie, [
      ["file", "a.png", await png(), "image/png"],
    ]);
    expect(avatar.statusCode).toBe(404);
    const photos = await upload(`/api/athlete/update-photos/${owner.id}`, stranger.cookie, [
      ["files", "a.png", await png(), "image/png"],
    ]);
    expect(photos.statusCode).toBe(404);
    const anonymous = await upload(`/api/athlete/update-photos/${owner.id}`, "", [
      ["files", "a.png", await png(), "image/png"],
    ]);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("video metadata", () => {
  it("blanks the GPS position of an uploaded MP4 without changing its size", async () => {
    const t = await createTestApp("pglite", { mail: true, env: { APP_URL } });
    try {
      const { cookie } = await signUpAndConfirm(t.app, t.sink, athleteBody());
      const created = await post(
        t.app,
        "/api/profile/athlete/create",
        await validAthleteBody(t.app),
        cookie,
      );
      const { id } = created.json<{ data: { id: string } }>().data;
      const original = mp4WithGps();
      const { payload, headers } = await multipart([["files", "phone.mp4", original, "video/mp4"]]);
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/athlete/update-videos/${id}`,
        payload,
        headers: { ...headers, cookie },
      });
      const [video] = response.json<{ data: { videos: Item[] } }>().data.videos;
      const served = await t.app.inject({ url: video!.url });
      expect(served.rawPayload.length).toBe(original.length);
      expect(served.rawPayload.includes(Buffer.from("+40.4462", "latin1"))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
