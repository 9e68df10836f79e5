import type { LiveEvent, OfferDetail } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { listening, openEvents, type EventStreamReader } from "@api-test/event-stream-reader";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { offerCalls } from "@api-test/offer-calls";
import { emailsTo, makeMinor } from "@api-test/minor-athlete";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { CAME_OF_AGE_KIND } from "./guardian-workers";
import { OFFER_EMAIL_KIND } from "./offer-notify";

const MINIMUM = 1414.21;
const MINUTE = 60 * 1000;

/**
 * The guardian worker's pass as the job runs it, and the 18th birthday seen by the other side of
 * a minor's offers (issue 25, decision 0089); guardian-workers.test.ts has the digest's and the
 * birthday's own rules.
 */
describe.each(DATABASE_KINDS)("the guardian worker's pass and an 18th birthday on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let shop: Caller;
  let base: string;
  const pages: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { deps: { startOfferExpiry: false } });
    shop = await t.buyer("business");
    base = await listening(t.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.cancel().catch(() => undefined)));
    await t?.close();
  });

  const minorWithGuardian = async (name: string, adultAt?: Date, agentId?: string) => {
    const athlete = await t.athlete(MINIMUM, agentId);
    const guardian = `${name}.${kind}@family.test`;
    await makeMinor(t.db, athlete.profileId, { guardianEmail: guardian, adultAt });
    return { athlete, guardian };
  };
  const { made } = offerCalls(() => t.app);

  it("sends the digests due and ends the roles of those who turned 18 in one pass, answering the larger batch", async () => {
    // Two minors whose first digest is due, one athlete already 18 with no offer waiting.
    await minorWithGuardian("first");
    await minorWithGuardian("second");
    const { athlete: grown, guardian } = await minorWithGuardian(
      "grown",
      new Date(clock.now().getTime() - MINUTE),
    );

    // The job runs a pass again at once when it handled a full batch: the larger count decides.
    expect(await t.app.guardianWorker.runOnce()).toBe(2);

    const [birthday, ...more] = await emailsTo(t.db, grown.email, CAME_OF_AGE_KIND);
    expect(more).toEqual([]);
    expect(birthday!.subject).toBe("Happy birthday: you decide your offers on Lineup now");
    expect(birthday!.text).toContain("Hi Jordan,");
    expect((await emailsTo(t.db, guardian)).map((mail) => mail.subject)).toEqual([
      "Jordan Mitchell is 18: your role on Lineup has ended",
    ]);
    // Nothing is due a moment later.
    expect(await t.app.guardianWorker.runOnce()).toBe(0);
  });

  it("tells the buyer and the agent that Lineup accepted the offer at the birthday, within the hour of the athlete's acceptance, and their pages hear it", async () => {
    const agent = await t.caller("agent");
    const { athlete } = await minorWithGuardian(
      "birthday",
      new Date(clock.now().getTime() + 10 * MINUTE),
      agent.userId,
    );
    const offer = await made(shop, athlete, 2000);
    const accepted = await call(t.app, "POST", `/api/offers/${offer.id}/actions`, athlete.cookie, {
      action: "accept",
    });
    expect(accepted.json<{ data: OfferDetail }>().data.status).toBe("awaiting_confirmation");
    const offerMails = async (email: string) =>
      (await emailsTo(t.db, email, OFFER_EMAIL_KIND)).map((mail) => mail.text);
    const buyerBefore = (await offerMails(shop.email)).length;
    const agentPage = (await openEvents(base, agent.cookie)).reader!;
    pages.push(agentPage);

    clock.advance(11 * MINUTE);
    expect(await t.app.guardianWorker.runBirthdays()).toBe(1);

    const told = (await offerMails(shop.email)).slice(buyerBefore);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("Lineup accepted the offer for Private clinic.");
    expect((await offerMails(agent.email)).at(-1)).toContain(
      "Lineup accepted the offer for Private clinic.",
    );
    const frame = await agentPage.nextEvent();
    expect(frame).not.toBeNull();
    expect({ event: frame!.event, data: JSON.parse(frame!.data!) as LiveEvent }).toEqual({
      event: "offer",
      data: { type: "offer", offerId: offer.id },
    });
    const seen = (await call(t.app, "GET", `/api/offers/${offer.id}`, shop.cookie)).json<{
      data: OfferDetail;
    }>().data;
    expect(seen.status).toBe("accepted");
    expect(seen.history.at(-1)).toMatchObject({ kind: "confirm", by: "system", byName: "Lineup" });
  });
});
