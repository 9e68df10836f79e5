import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { uploadPng } from "@api-test/media-upload";
import { makeMinor, setBusinessType, setConsent } from "@api-test/minor-athlete";
import { offerAthlete, type OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { athleteProfiles } from "@api/db/schema";

const OPERATOR = "media.operator@lineup.test";

describe.each(DATABASE_KINDS)("a minor's photos on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let minor: OfferAthlete;
  let adult: OfferAthlete;
  let shop: Caller;
  let vapeShop: Caller;
  let waitingShop: Caller;
  let agent: Caller;
  let otherAthlete: OfferAthlete;
  let operatorCookie: string;
  let minorAvatar: string;
  let minorPhoto: string;
  let adultAvatar: string;

  const upload = (url: string, cookie: string, field: string) =>
    uploadPng(t.app, url, cookie, field);

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, {
      operators: [OPERATOR],
      deps: { startOfferExpiry: false },
    });
    agent = await t.caller("agent");
    minor = await t.athlete(100, agent.userId);
    adult = await t.athlete(100);
    otherAthlete = await t.athlete(100);
    shop = await t.buyer("business");
    vapeShop = await t.buyer("business");
    await setBusinessType(t.db, vapeShop.userId, "Tobacco & Vaping");
    waitingShop = await t.buyer("business", "pending");
    operatorCookie = (await t.operator()).cookie;
    await makeMinor(t.db, minor.profileId, { guardianEmail: `media.${kind}@family.test` });
    const avatar = (url: string, cookie: string) =>
      upload(url, cookie, "file").then((data) => (data.avatar as { url: string }).url);
    minorAvatar = await avatar(`/api/profile/${minor.profileId}/update-avatar`, minor.cookie);
    adultAvatar = await avatar(`/api/profile/${adult.profileId}/update-avatar`, adult.cookie);
    const photos = await upload(
      `/api/athlete/update-photos/${minor.profileId}`,
      minor.cookie,
      "files",
    );
    minorPhoto = (photos.photos as { url: string }[])[0]!.url;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const fetch = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it("serves a minor's files only to signed-in viewers who may see the athlete, never to a shared cache", async () => {
    for (const url of [minorAvatar, minorPhoto]) {
      for (const [who, cookie] of [
        ["the athlete", minor.cookie],
        ["their agent", agent.cookie],
        ["an operator", operatorCookie],
        ["an approved business", shop.cookie],
      ] as const) {
        const served = await fetch(url, cookie);
        expect(served.statusCode, `${who} ${url}`).toBe(200);
        expect(served.headers["cache-control"]).toBe("private, no-store");
      }
      for (const [who, cookie] of [
        ["a visitor", undefined],
        ["a closed category", vapeShop.cookie],
        ["a business on the waiting list", waitingShop.cookie],
        ["another athlete", otherAthlete.cookie],
      ] as const) {
        const refused = await fetch(url, cookie);
        expect(refused.statusCode, `${who} ${url}`).toBe(404);
        expect(refused.json()).toMatchObject({ message: "This file does not exist." });
      }
    }
    // An adult's files stay public and cacheable.
    const open = await fetch(adultAvatar);
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("stops serving them to businesses once the guardian withdraws consent; the athlete's side still sees them", async () => {
    await setConsent(t.database.db, minor.profileId, "withdrawn");
    expect((await fetch(minorAvatar, shop.cookie)).statusCode).toBe(404);
    expect((await fetch(minorAvatar, minor.cookie)).statusCode).toBe(200);
    expect((await fetch(minorAvatar, agent.cookie)).statusCode).toBe(200);
    await setConsent(t.database.db, minor.profileId, "consented");
    expect((await fetch(minorAvatar, shop.cookie)).statusCode).toBe(200);
  });

  it("treats an athlete without a date of birth as a minor, and one past 18 by the clock as an adult", async () => {
    const { db } = t.database;
    const unknown = await offerAthlete(t.app, t.sink, db, 100);
    const url = (
      (await upload(`/api/profile/${unknown.profileId}/update-avatar`, unknown.cookie, "file"))
        .avatar as { url: string }
    ).url;
    await db
      .update(athleteProfiles)
      .set({ dateOfBirth: null, adultAt: null })
      .where(eq(athleteProfiles.profileId, unknown.profileId));
    expect((await fetch(url)).statusCode).toBe(404);
    expect((await fetch(url, unknown.cookie)).statusCode).toBe(200);

    const adultAt = new Date(clock.now().getTime() + 60 * 60 * 1000);
    await makeMinor(db, unknown.profileId, { adultAt, consent: "requested" });
    expect((await fetch(url)).statusCode).toBe(404);
    clock.advance(2 * 60 * 60 * 1000);
    const grown = await fetch(url);
    expect(grown.statusCode).toBe(200);
    expect(grown.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
