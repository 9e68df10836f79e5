// DESIGN.md "Security": never a price or a contact detail in an answer a non-owner sees. Here an
// athlete with a priced service and a phone number is represented by an agent, and approved; then
// every answer about them that someone else can read is walked (the linked agent's own screens
// included), for the price in any form and for the phone. Only the agent the athlete agreed to
// may see the athlete's address; nobody else.
import type { LocalSignUpBody } from "@lineup/shared";
import { freshEmail, signUpBody } from "@lineup/test-kit";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@api/db/schema";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { call } from "@api-test/account-helpers";
import { post, signUpAndConfirm } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const PRICE = 8765.43;
const PRICE_FORMS = ["8765", "876543", "8,765"];
const PHONE = "(312) 555-0187";
const PHONE_FORMS = ["555-0187", "5550187", "3125550187"];
const SERVICE = "Keeper camp";

describe.each(DATABASE_KINDS)(
  "what others see of an athlete's services and contacts on %s",
  (kind) => {
    let t: TestApp;
    const clock = new TestClock();
    useMailedApp(kind, clock, (started) => (t = started));

    async function representedAthlete() {
      const agentBody: LocalSignUpBody = {
        email: freshEmail("privacy-agent"),
        password: "Quiet-Lantern-Orbit-7",
        personalInfo: { firstName: "Morgan", lastName: "Agent" },
      };
      const agent = await signUpAndConfirm(t.app, t.sink, agentBody);
      const email = freshEmail("privacy-athlete");
      expect(
        (await post(t.app, `/api/invite/athlete/${email}`, { email }, agent.cookie)).statusCode,
      ).toBe(200);
      await t.sink.nth(email, 1);
      const athlete = await signUpAndConfirm(
        t.app,
        t.sink,
        signUpBody("athlete", email, { phoneNumber: PHONE }),
      );
      const created = await post(
        t.app,
        "/api/profile/athlete/create",
        { ...(await validAthleteBody(t.app)), agentEmail: agent.email },
        athlete.cookie,
      );
      expect(created.statusCode).toBe(201);
      const profileId = created.json<{ data: { id: string } }>().data.id;
      const saved = await call(
        t.app,
        "PATCH",
        `/api/profile/athlete/update/${profileId}`,
        athlete.cookie,
        {
          services: [{ name: SERVICE, price: PRICE }],
        },
      );
      expect(saved.statusCode).toBe(200);
      return { agent, athlete, profileId };
    }

    const others = async () => ({
      business: await signUpAndConfirm(
        t.app,
        t.sink,
        signUpBody("business", freshEmail("privacy-biz")),
      ),
      individual: await signUpAndConfirm(
        t.app,
        t.sink,
        signUpBody("individual", freshEmail("privacy-ind")),
      ),
      rival: await signUpAndConfirm(
        t.app,
        t.sink,
        signUpBody("athlete", freshEmail("privacy-rival")),
      ),
    });

    /** Every GET that can say something about another person's athlete profile or services. */
    const answersAbout = (profileId: string) => [
      "/api/profile/my",
      "/api/account",
      "/api/account/export",
      "/api/representation",
      "/api/invite/sent",
      "/api/service/my",
      `/api/profile/private/${profileId}`,
      `/api/athletes/${profileId}`,
      "/api/athletes",
      "/api/shortlist",
      "/api/offers",
      "/api/offers/summary",
      "/api/profile/my/search-stats",
    ];

    it("shows no price and no phone to anyone but the owner, and the address only to the agreed agent", async () => {
      const { agent, athlete, profileId } = await representedAthlete();
      const { business, individual, rival } = await others();
      const everyone = [agent, athlete, business, individual, rival].map((person) => person.email);
      await t.database.db
        .update(users)
        .set({ status: "approved" })
        .where(inArray(users.email, everyone));

      // The owner's own answer carries the price: the forms searched for below are the right ones.
      const own = await call(t.app, "GET", `/api/profile/private/${profileId}`, athlete.cookie);
      expect(own.body).toContain("8765.43");
      expect((await call(t.app, "GET", "/api/account", athlete.cookie)).body).toContain(
        "3125550187",
      );
      // The agent really represents the athlete, and a searcher really sees the profile and service.
      const represented = await call(t.app, "GET", "/api/profile/my", agent.cookie);
      expect(represented.json()).toMatchObject({
        data: { representation: { athletes: [{ email: athlete.email }] } },
      });
      const shown = await call(t.app, "GET", `/api/athletes/${profileId}`, business.cookie);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain(SERVICE);

      const callers: [string, string | undefined][] = [
        ["the linked agent", agent.cookie],
        ["a business", business.cookie],
        ["an individual", individual.cookie],
        ["another athlete", rival.cookie],
        ["someone signed out", undefined],
      ];
      for (const [who, cookie] of callers) {
        for (const url of answersAbout(profileId)) {
          const answer = await call(t.app, "GET", url, cookie);
          const where = `${who}: GET ${url} (${answer.statusCode})`;
          for (const secret of [...PRICE_FORMS, ...PHONE_FORMS]) {
            expect(answer.body, where).not.toContain(secret);
          }
          expect(answer.body, where).not.toMatch(/"price(Cents)?"/);
          if (who !== "the linked agent") expect(answer.body, where).not.toContain(athlete.email);
        }
      }
    });
  },
);
