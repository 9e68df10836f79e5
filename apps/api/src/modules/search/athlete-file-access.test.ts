// Who sees a minor's files once the guardian has withdrawn consent (issue 25, decision 0089): the
// athlete's side and the operators still do, as moderation needs; any other agent is one more
// searcher, to whom search no longer shows the athlete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { uploadPng } from "@api-test/media-upload";
import { makeMinor, setConsent } from "@api-test/minor-athlete";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const OPERATOR = "files.operator@lineup.test";

describe.each(DATABASE_KINDS)("a minor's files after the guardian withdraws, on %s", (kind) => {
  let t: MarketplaceApp;
  let ownAgent: Caller;
  let otherAgent: Caller;
  let operatorCookie: string;
  let minorProfile: string;
  let avatar: string;

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, new TestClock(), {
      operators: [OPERATOR],
      deps: { startOfferExpiry: false },
    });
    ownAgent = await t.caller("agent");
    otherAgent = await t.caller("agent");
    const minor = await t.athlete(100, ownAgent.userId);
    minorProfile = minor.profileId;
    operatorCookie = (await t.operator()).cookie;
    await makeMinor(t.db, minor.profileId, { guardianEmail: `files.${kind}@family.test` });
    const uploaded = await uploadPng(
      t.app,
      `/api/profile/${minor.profileId}/update-avatar`,
      minor.cookie,
      "file",
    );
    avatar = (uploaded.avatar as { url: string }).url;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const status = async (cookie: string) =>
    (await t.app.inject({ url: avatar, headers: { cookie } })).statusCode;

  it("serves them to an operator and the athlete's own agent, not to another agent", async () => {
    expect(await status(otherAgent.cookie), "another agent, with consent").toBe(200);
    await setConsent(t.database.db, minorProfile, "withdrawn");
    expect(await status(operatorCookie), "an operator").toBe(200);
    expect(await status(ownAgent.cookie), "the athlete's agent").toBe(200);
    expect(await status(otherAgent.cookie), "another agent").toBe(404);
    await setConsent(t.database.db, minorProfile, "consented");
    expect(await status(otherAgent.cookie), "another agent, consent given again").toBe(200);
  });
});
