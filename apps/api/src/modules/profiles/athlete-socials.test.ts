// Issue 19 point 14: `{ "socials": { "Instagram": "javascript:alert(1)" } }` answered 200 and
// stored nothing, the spec's key dropped as unknown. Spec §3 names Facebook, Instagram, Youtube
// and X; the web app sends lowercase names. Both are taken and stored lowercase; others are 400.
import { MESSAGES, type AthleteProfile } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { athleteWithProfile as withProfile } from "@api-test/athlete-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("athlete socials on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  useMailedApp(kind, new TestClock(), (started) => ({ app } = t = started));

  const athleteWithProfile = () => withProfile(app, t.sink);
  const update = (id: string, cookie: string, socials: unknown) =>
    app.inject({
      method: "PATCH",
      url: `/api/profile/athlete/update/${id}`,
      payload: { socials },
      headers: { cookie },
    });
  const stored = async (id: string, cookie: string) =>
    (await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } })).json<{
      data: { profile: AthleteProfile };
    }>().data.profile;

  it("refuses the issue's javascript: link under the spec's name, storing nothing", async () => {
    const { cookie, id } = await athleteWithProfile();
    const response = await update(id, cookie, { Instagram: "javascript:alert(1)" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { "socials.Instagram": MESSAGES.invalidLink },
    });
    expect(await stored(id, cookie)).toMatchObject({ socials: {}, nextStep: "socials" });
  });

  it("takes the spec's names Facebook, Instagram, Youtube and X beside the lowercase ones, storing them lowercase", async () => {
    const { cookie, id } = await athleteWithProfile();
    const links = {
      Facebook: "https://www.facebook.com/jordan.mitchell",
      Instagram: "https://instagram.com/jordan",
      Youtube: "https://youtu.be/abc123",
      X: "https://x.com/jordan",
    };
    const response = await update(id, cookie, links);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      facebook: links.Facebook,
      instagram: links.Instagram,
      youtube: links.Youtube,
      x: links.X,
    };
    expect(response.json()).toMatchObject({ data: { socials: expected } });
    expect(await stored(id, cookie)).toMatchObject({ socials: expected, nextStep: "profile" });
    expect(Object.keys((await stored(id, cookie)).socials).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    // The web app's lowercase names still work, TikTok included; a save replaces the links.
    const lowercase = {
      instagram: "https://instagram.com/jordan",
      tiktok: "https://www.tiktok.com/@jordan",
    };
    expect((await update(id, cookie, lowercase)).statusCode).toBe(200);
    expect((await stored(id, cookie)).socials).toEqual(lowercase);
  });

  it("keeps a finished profile finished when its socials change later", async () => {
    const { cookie, id } = await athleteWithProfile();
    expect(
      (await update(id, cookie, { instagram: "https://instagram.com/jordan" })).statusCode,
    ).toBe(200);
    const finished = await app.inject({
      method: "PATCH",
      url: `/api/profile/athlete/update/${id}`,
      payload: { bio: "Guard from Austin." },
      headers: { cookie },
    });
    expect(finished.json()).toMatchObject({ data: { nextStep: "done" } });

    // Later edits of the links, and clearing them all, leave the profile where it was.
    for (const socials of [{ X: "https://x.com/jordan" }, {}]) {
      const later = await update(id, cookie, socials);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json(), JSON.stringify(socials)).toMatchObject({ data: { nextStep: "done" } });
      expect(await stored(id, cookie)).toMatchObject({
        nextStep: "done",
        bio: "Guard from Austin.",
      });
      const mine = await app.inject({ url: "/api/profile/my", headers: { cookie } });
      expect(mine.json()).toMatchObject({ data: { profile: { id, nextStep: "done" } } });
    }
    expect((await stored(id, cookie)).socials).toEqual({});
  });

  it("refuses an unknown network, one named twice, and a link to another site", async () => {
    const { cookie, id } = await athleteWithProfile();
    const cases: [Record<string, string>, string, string][] = [
      [
        { LinkedIn: "https://linkedin.com/in/jordan" },
        "socials.LinkedIn",
        MESSAGES.fieldNotAccepted,
      ],
      [
        { instagram: "https://instagram.com/a", Instagram: "https://instagram.com/b" },
        "socials.Instagram",
        MESSAGES.socialGivenTwice,
      ],
      [{ X: "https://evil.example.com/x.com" }, "socials.X", "Please enter a valid Twitter/X link"],
      [{ Youtube: "https://youtube.com/\u0000" }, "socials.Youtube", MESSAGES.noLineBreaks],
    ];
    for (const [socials, field, message] of cases) {
      const response = await update(id, cookie, socials);
      expect(response.statusCode, JSON.stringify(socials)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
        [field]: message,
      });
    }
    expect(await stored(id, cookie)).toMatchObject({ socials: {}, nextStep: "socials" });
  });
});
