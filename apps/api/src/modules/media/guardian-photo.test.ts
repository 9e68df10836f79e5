import type { GuardianConsentView } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { uniqueEmail } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { uploadPng } from "@api-test/media-upload";
import {
  bornYearsAgo,
  createAthlete,
  guardianToken,
  minorAthlete,
  signedInAthlete,
  type MinorAthlete,
} from "@api-test/minor-helpers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { issueToken } from "@api/identity";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";

const DAY = 24 * 60 * 60 * 1000;
/** Per IP, for each kind of token link: the last test runs the media route's one out. */
const TOKEN_USES = 40;
const PUBLIC_CACHE = "public, max-age=31536000, immutable";

interface Guarded extends MinorAthlete {
  token: string;
  avatar: string;
}

/**
 * The guardian has no account, so a minor's avatar reaches their consent page through the live
 * link's token (decision 0088, "The guardian sees the photo").
 */
describe.each(DATABASE_KINDS)("the guardian's view of a minor's photo on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  const logLines: string[] = [];
  const tokens: string[] = [];
  let first: Guarded;
  let second: Guarded;
  let firstPhoto: string;
  let adultAvatar: string;

  const upload = (url: string, cookie: string, field: string) =>
    uploadPng(t.app, url, cookie, field);
  const uploadAvatar = async (profileId: string, cookie: string) =>
    (
      (await upload(`/api/profile/${profileId}/update-avatar`, cookie, "file")).avatar as {
        url: string;
      }
    ).url;
  const fetch = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const withToken = (url: string, token: string) => `${url}?guardian=${token}`;
  const view = (token: string) => call(t.app, "GET", `/api/guardian/consent/${token}`);
  const consentToken = async (email: string, nth: number) => {
    const token = guardianToken(await t.sink.nth(email, nth), "consent");
    tokens.push(token);
    return token;
  };
  /** A 16-year-old with a photo, whose guardian has the consent e-mail. */
  const guardedMinor = async (): Promise<Guarded> => {
    const dateOfBirth = bornYearsAgo(clock.now(), 16);
    const minor = await minorAthlete(t.app, t.sink, dateOfBirth, uniqueEmail("parent"));
    const avatar = await uploadAvatar(minor.profileId, minor.cookie);
    return { ...minor, avatar, token: await consentToken(minor.guardianEmail, 1) };
  };
  const avatarUrlShown = async (token: string) => {
    const page = await view(token);
    expect(page.statusCode, page.body).toBe(200);
    return page.json<{ data: GuardianConsentView }>().data.athlete.avatarUrl;
  };
  /** The answer of a file that does not exist, which every refusal must equal. */
  let missing: { statusCode: number; body: string };

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, {
      logLines,
      deps: {
        startOfferExpiry: false,
        rateLimits: { ...DEFAULT_RATE_LIMITS, tokenUse: { ip: { max: TOKEN_USES, window: DAY } } },
      },
    });
    first = await guardedMinor();
    second = await guardedMinor();
    const photos = await upload(
      `/api/athlete/update-photos/${first.profileId}`,
      first.cookie,
      "files",
    );
    firstPhoto = (photos.photos as { url: string }[])[0]!.url;
    const adult = await signedInAthlete(t.app, t.sink);
    const created = await createAthlete(t.app, adult.cookie, {});
    expect(created.statusCode, created.body).toBe(201);
    adultAvatar = await uploadAvatar(
      created.json<{ data: { id: string } }>().data.id,
      adult.cookie,
    );
    const gone = await fetch("/api/media/00000000-0000-4000-8000-000000000000");
    missing = { statusCode: gone.statusCode, body: gone.body };
    expect(missing.statusCode).toBe(404);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const expectMissing = async (url: string, why: string) => {
    const refused = await fetch(url);
    expect({ statusCode: refused.statusCode, body: refused.body }, why).toEqual(missing);
  };

  it("loads the athlete's photo on the guardian's page through the live link, never for a shared cache", async () => {
    const shown = await avatarUrlShown(first.token);
    expect(shown).toBe(withToken(first.avatar, first.token));
    const served = await fetch(shown!);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    expect(served.rawPayload.equals((await fetch(first.avatar, first.cookie)).rawPayload)).toBe(
      true,
    );
    // Looking at the photo does not use the link up.
    expect((await fetch(shown!)).statusCode).toBe(200);
    expect((await view(first.token)).statusCode).toBe(200);
    // Without the token (or a session that may see the athlete) it is still no file.
    await expectMissing(first.avatar, "no token");
  });

  it("shows nothing else: not the athlete's other files, not another athlete's, not with any other token", async () => {
    await expectMissing(withToken(firstPhoto, first.token), "a photo the page does not show");
    await expectMissing(withToken(second.avatar, first.token), "another athlete's avatar");
    await expectMissing(withToken(first.avatar, second.token), "another athlete's link");
    await expectMissing(withToken(first.avatar, "not-a-real-token-at-all-0000"), "unknown token");
    const otherPurpose = await issueToken(
      t.database.db,
      "guardian_withdraw",
      clock.now(),
      first.userId,
    );
    tokens.push(otherPurpose);
    await expectMissing(withToken(first.avatar, otherPurpose), "a withdrawal link's token");
    // The other athlete's own link shows their own photo.
    expect((await fetch(withToken(second.avatar, second.token))).statusCode).toBe(200);
    // A token outside the guardian routes' bounds fails the query's schema.
    const malformed = await fetch(withToken(first.avatar, "short"));
    expect(malformed.statusCode).toBe(400);
  });

  it("stops when the link is used, voided by a new one, or expired", async () => {
    const decided = await guardedMinor();
    const url = withToken(decided.avatar, decided.token);
    expect((await fetch(url)).statusCode).toBe(200);
    const consent = await call(t.app, "POST", `/api/guardian/consent/${decided.token}`, undefined, {
      decision: "consent",
      guardianName: "Pat Mitchell",
    });
    expect(consent.statusCode, consent.body).toBe(200);
    await expectMissing(url, "a used link");

    const resent = await guardedMinor();
    expect((await fetch(withToken(resent.avatar, resent.token))).statusCode).toBe(200);
    expect(
      (await call(t.app, "POST", "/api/guardian/consent/resend", resent.cookie)).statusCode,
    ).toBe(200);
    await expectMissing(withToken(resent.avatar, resent.token), "a link voided by a resend");
    const fresh = await consentToken(resent.guardianEmail, 2);
    expect(await avatarUrlShown(fresh)).toBe(withToken(resent.avatar, fresh));
    expect((await fetch(withToken(resent.avatar, fresh))).statusCode).toBe(200);

    const late = await guardedMinor();
    clock.advance(7 * DAY - 60_000);
    expect((await fetch(withToken(late.avatar, late.token))).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    await expectMissing(withToken(late.avatar, late.token), "an expired link");
  });

  it("leaves an adult's files as they were, with or without a token", async () => {
    for (const url of [adultAvatar, withToken(adultAvatar, second.token)]) {
      const served = await fetch(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["cache-control"], url).toBe(PUBLIC_CACHE);
    }
  });

  it("writes no token to the log", async () => {
    const lines = logLines.join("\n");
    expect(lines).toContain('"url":"/api/media/:id"');
    expect(tokens.length).toBeGreaterThan(5);
    for (const token of tokens) expect(lines).not.toContain(token);
  });

  it("counts the uses of a token in the query per IP, apart from the files asked without one", async () => {
    // Any request with a token counts, whatever the file (the links above expired meanwhile).
    const url = withToken(adultAvatar, second.token);
    let answer = await fetch(url);
    for (let i = 0; i < TOKEN_USES && answer.statusCode === 200; i++) answer = await fetch(url);
    expect(answer.statusCode).toBe(429);
    expect(answer.headers["retry-after"]).toBeDefined();
    expect((await fetch(adultAvatar)).statusCode).toBe(200);
  });
});
