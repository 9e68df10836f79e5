// The owner's own views of an athlete profile (GET /api/profile/private/{id} for the profile
// editor, GET /api/profile/my for the header) carry every file the owner uploaded: the avatar,
// the photos and the videos, each served at its URL. Runs on disk storage for each database, and
// once on S3 (a local S3-compatible server), as the upload tests do.
import type { MediaItem } from "@lineup/shared";
import { freshEmail, signUpBody } from "@lineup/test-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { athleteWithProfile as withProfile } from "@api-test/athlete-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { mp4, multipart } from "@api-test/media-fixtures";
import { uploadPng } from "@api-test/media-upload";
import { LocalS3 } from "@api-test/s3-server";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const setups = [
  ...DATABASE_KINDS.map((kind) => ({ kind, storage: "disk" as const })),
  { kind: "pglite" as const, storage: "s3" as const },
];

describe.each(setups)("the owner's view of their media on $kind with $storage storage", (setup) => {
  let t: TestApp;
  const s3 = new LocalS3();
  beforeAll(async () => {
    if (setup.storage === "s3") await s3.start();
    t = await createTestApp(setup.kind, {
      mail: true,
      env: { APP_URL, ...(setup.storage === "s3" ? s3.env() : {}) },
    });
  });
  afterAll(async () => {
    await t?.close();
    if (setup.storage === "s3") await s3.stop();
  });

  const athleteWithProfile = () =>
    withProfile(t.app, t.sink, signUpBody("athlete", freshEmail("med")));
  async function uploadVideo(id: string, cookie: string): Promise<MediaItem[]> {
    const { payload, headers } = await multipart([
      ["files", "highlights.mp4", mp4(50_000), "video/mp4"],
    ]);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/athlete/update-videos/${id}`,
      payload,
      headers: { ...headers, cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { videos: MediaItem[] } }>().data.videos;
  }
  const urls = (items: { url: string }[]) => items.map((item) => item.url);

  it("carries the uploaded avatar, photos and videos in the owner's profile and header, each served", async () => {
    const me = await athleteWithProfile();
    const other = await athleteWithProfile();
    const { avatar } = (await uploadPng(
      t.app,
      `/api/profile/${me.id}/update-avatar`,
      me.cookie,
      "file",
    )) as { avatar: MediaItem };
    const { photos } = (await uploadPng(
      t.app,
      `/api/athlete/update-photos/${me.id}`,
      me.cookie,
      "files",
    )) as { photos: MediaItem[] };
    const videos = await uploadVideo(me.id, me.cookie);
    // Another athlete's files are theirs alone.
    await uploadPng(t.app, `/api/profile/${other.id}/update-avatar`, other.cookie, "file");
    await uploadVideo(other.id, other.cookie);
    expect(photos).toHaveLength(1);
    expect(videos).toHaveLength(1);

    const view = await t.app.inject({
      url: `/api/profile/private/${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(view.statusCode, view.body).toBe(200);
    const profile = view.json<{
      data: { profile: { avatar: MediaItem | null; photos: MediaItem[]; videos: MediaItem[] } };
    }>().data.profile;
    expect(profile.avatar, "the owner's avatar").toEqual(avatar);
    expect(urls(profile.photos), "the owner's photos").toEqual(urls(photos));
    expect(profile.videos, "the owner's videos").toEqual(videos);

    const header = await t.app.inject({ url: "/api/profile/my", headers: { cookie: me.cookie } });
    expect(header.json(), "the header's avatar").toMatchObject({
      data: { avatarUrl: avatar.url },
    });

    expect(profile.videos[0]!.contentType).toBe("video/mp4");
    for (const item of [profile.avatar!, profile.photos[0]!, profile.videos[0]!]) {
      const served = await t.app.inject({ url: item.url });
      expect(served.statusCode, item.url).toBe(200);
      expect(served.headers["content-type"]).toBe(item.contentType);
      expect(served.rawPayload.length).toBe(item.size);
    }
  });
});
