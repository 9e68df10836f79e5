// Services belong to athletes (spec §7): a business or an individual offers none, whatever route
// it tries; a profile's own routes take only a profile of their type (another type of one's own
// answers 404 like a stranger's); and an athlete offers at most 20 services.
import { type LocalSignUpBody } from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "@api/db/schema";
import { call } from "@api-test/account-helpers";
import { athleteWithProfile, lookupId } from "@api-test/athlete-helpers";
import { post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const PASSWORD = "Quiet-Lantern-Orbit-7";

describe.each(DATABASE_KINDS)("who offers services, and how many, on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true, env: { APP_URL: "http://localhost:3000" } });
    app = t.app;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function withProfile(type: "Business" | "Individual") {
    const body: LocalSignUpBody =
      type === "Business"
        ? {
            email: uniqueEmail("biz"),
            password: PASSWORD,
            businessName: "Summit Co",
            profileType: type,
          }
        : {
            email: uniqueEmail("ind"),
            password: PASSWORD,
            personalInfo: { firstName: "Casey", lastName: "Reed" },
            profileType: type,
          };
    const { cookie } = await signUpAndConfirm(app, t.sink, body);
    const location = await lookupId(app, "/api/location/find", "Denver");
    const profile =
      type === "Business"
        ? {
            website: "summit.example.com",
            location,
            type: await lookupId(app, "/api/business/type/find", "Sporting Goods Retail"),
            marketingTactics: [
              await lookupId(app, "/api/business/marketing-tactic/find", "Brand Ambassador"),
            ],
            goals: [await lookupId(app, "/api/business/goals/find", "Drive Sales")],
          }
        : { location };
    const created = await post(app, `/api/profile/${type.toLowerCase()}/create`, profile, cookie);
    expect(created.statusCode, created.body).toBe(201);
    return { cookie, id: created.json<{ data: { id: string } }>().data.id };
  }

  const servicesOf = (profileId: string) =>
    t.database.db.select().from(services).where(eq(services.profileId, profileId));

  it.each(["Business", "Individual"] as const)(
    "lets a %s add no service, through any route, and stores none",
    async (type) => {
      const { cookie, id } = await withProfile(type);
      const added = await post(
        app,
        "/api/service/add",
        { name: "Sponsored post", price: 50 },
        cookie,
      );
      expect(added.statusCode).toBe(403);
      expect((await call(app, "GET", "/api/service/my", cookie)).statusCode).toBe(403);
      // Its own profile id on the athlete's PATCH: not an athlete profile, so not found.
      const patched = await call(app, "PATCH", `/api/profile/athlete/update/${id}`, cookie, {
        services: [{ name: "Sponsored post", price: 50 }],
      });
      expect(patched.statusCode).toBe(404);
      expect(await servicesOf(id)).toEqual([]);
    },
  );

  it("answers 404 on a profile route of another type, even for the caller's own profile", async () => {
    const company = await withProfile("Business");
    const person = await withProfile("Individual");
    const attempts: [string, string, string, object][] = [
      [
        company.cookie,
        "PATCH",
        `/api/profile/athlete/update/${company.id}`,
        { bio: "Hello there." },
      ],
      [
        company.cookie,
        "PATCH",
        `/api/profile/individual/update/${company.id}`,
        { bio: "Hello there." },
      ],
      [
        person.cookie,
        "PATCH",
        `/api/profile/business/update/${person.id}`,
        { bio: "Hello there." },
      ],
      [person.cookie, "PATCH", `/api/profile/athlete/update/${person.id}`, { bio: "Hello there." }],
    ];
    for (const [cookie, method, url, body] of attempts) {
      const answer = await call(app, method as "PATCH", url, cookie, body);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(404);
    }
    // Their own type's route still works.
    expect(
      (
        await call(app, "PATCH", `/api/profile/business/update/${company.id}`, company.cookie, {
          bio: "Hello there.",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("takes 20 services from an athlete and refuses the 21st, by either route", async () => {
    const me = await athleteWithProfile(app, t.sink);
    for (let i = 1; i <= 20; i++) {
      const added = await post(
        app,
        "/api/service/add",
        { name: `Service ${i}`, price: i },
        me.cookie,
      );
      expect(added.statusCode, `service ${i}`).toBe(201);
    }
    const extra = await post(app, "/api/service/add", { name: "Service 21", price: 21 }, me.cookie);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ message: "You can offer at most 20 services." });
    expect(await servicesOf(me.id)).toHaveLength(20);

    const listed = Array.from({ length: 21 }, (_, i) => ({ name: `Listed ${i}`, price: 10 }));
    const patched = await call(app, "PATCH", `/api/profile/athlete/update/${me.id}`, me.cookie, {
      services: listed,
    });
    expect(patched.statusCode).toBe(400);
    expect(Object.keys(patched.json<{ fields: object }>().fields)).toEqual(["services"]);
    expect(await servicesOf(me.id)).toHaveLength(20);
  });
});
