// Services keep their ids (docs/decisions/0076, "Services keep their ids"): the athlete PATCH's
// `services` list edits a service in place when it names its id, adds the ones without, removes
// the ones left out, refuses an id that is not the profile's own, and prices reach only the owner.
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@lineup/shared";
import { freshEmail, signUpBody } from "@lineup/test-kit";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { athleteWithProfile } from "@api-test/athlete-helpers";
import { post, signUpAndConfirm } from "@api-test/auth-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

type Service = { id: string; name: string; price: number };
type Fields = { fields?: Record<string, string>; message: string };

describe.each(DATABASE_KINDS)("an athlete's services keep their ids on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  useMailedApp(kind, new TestClock(), (started) => ({ app } = t = started));

  const patch = (url: string, payload: unknown, cookie?: string) =>
    app.inject({
      method: "PATCH",
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const servicesOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { services: Service[] } }>().data.services;
  };
  const privateServices = async (id: string, cookie: string) =>
    (await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } })).json<{
      data: { profile: { services: Service[] } };
    }>().data.profile.services;

  async function athlete() {
    const me = await athleteWithProfile(app, t.sink, signUpBody("athlete", freshEmail("svc")));
    return { ...me, url: `/api/profile/athlete/update/${me.id}` };
  }

  /** An athlete with three services saved in one PATCH, as onboarding saves them. */
  async function athleteWithServices() {
    const me = await athlete();
    const saved = servicesOf(
      await patch(
        me.url,
        {
          services: [
            { name: "Shooting clinic", price: 120.5 },
            { name: "Camp visit", price: 300 },
            { name: "Autograph signing", price: 45 },
          ],
        },
        me.cookie,
      ),
    );
    return { ...me, saved };
  }

  it("edits a price in place: the id stays, the others and the order are untouched", async () => {
    const me = await athleteWithServices();
    const [clinic, camp, signing] = me.saved;
    expect(me.saved.map((s) => s.name)).toEqual([
      "Shooting clinic",
      "Camp visit",
      "Autograph signing",
    ]);

    const edited = servicesOf(
      await patch(me.url, { services: [{ ...clinic!, price: 4321.75 }, camp, signing] }, me.cookie),
    );
    expect(edited).toEqual([{ ...clinic!, price: 4321.75 }, camp, signing]);
    expect(await privateServices(me.id, me.cookie)).toEqual(edited);

    // A renamed service is the same service too.
    const renamed = servicesOf(
      await patch(
        me.url,
        { services: [edited[0], { ...camp!, name: "Summer camp visit" }, signing] },
        me.cookie,
      ),
    );
    expect(renamed).toEqual([edited[0], { ...camp!, name: "Summer camp visit" }, signing]);
  });

  it("adds a service after the saved ones, which keep their ids", async () => {
    const me = await athleteWithServices();
    const after = servicesOf(
      await patch(
        me.url,
        {
          services: [
            ...me.saved,
            { name: "Team talk", price: 75 },
            { name: "Photo shoot", price: 60 },
          ],
        },
        me.cookie,
      ),
    );
    expect(after.slice(0, 3)).toEqual(me.saved);
    expect(after.slice(3)).toMatchObject([
      { name: "Team talk", price: 75 },
      { name: "Photo shoot", price: 60 },
    ]);
    const ids = new Set(after.map((s) => s.id));
    expect(ids.size).toBe(5);
  });

  it("removes only the services left out; an empty list removes them all", async () => {
    const me = await athleteWithServices();
    const [clinic, camp, signing] = me.saved;
    const after = servicesOf(await patch(me.url, { services: [clinic, signing] }, me.cookie));
    expect(after).toEqual([clinic, signing]);
    const mine = await app.inject({ url: "/api/service/my", headers: { cookie: me.cookie } });
    expect(mine.json()).toEqual({ data: [clinic, signing] });
    expect(mine.body).not.toContain(camp!.id);

    expect(servicesOf(await patch(me.url, { services: [] }, me.cookie))).toEqual([]);
  });

  it("clears every service, by an empty list or one DELETE each, leaving none in the owner's views and others' untouched", async () => {
    const me = await athleteWithServices();
    const other = await athleteWithServices();
    const mine = async () =>
      (await app.inject({ url: "/api/service/my", headers: { cookie: me.cookie } })).json<{
        data: Service[];
      }>().data;

    // The profile editor saves an emptied list with the bio, as one PATCH.
    const cleared = await patch(me.url, { services: [], bio: "No services for now." }, me.cookie);
    expect(servicesOf(cleared)).toEqual([]);
    expect(await mine()).toEqual([]);
    expect(await privateServices(me.id, me.cookie)).toEqual([]);
    // Saving the empty list again, with nothing left to remove, is no error either.
    expect(servicesOf(await patch(me.url, { services: [] }, me.cookie))).toEqual([]);
    expect(await privateServices(other.id, other.cookie)).toEqual(other.saved);

    // New services only (none kept), then each removed on its own: none left.
    const fresh = servicesOf(
      await patch(
        me.url,
        {
          services: [
            { name: "Free throw drill", price: 25 },
            { name: "Meet and greet", price: 40 },
          ],
        },
        me.cookie,
      ),
    );
    expect(fresh.map((s) => s.name)).toEqual(["Free throw drill", "Meet and greet"]);
    for (const service of fresh) {
      const removed = await app.inject({
        method: "DELETE",
        url: `/api/service/${service.id}`,
        headers: { cookie: me.cookie },
      });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect(await mine()).toEqual([]);
    expect(await privateServices(me.id, me.cookie)).toEqual([]);
    expect(await privateServices(other.id, other.cookie)).toEqual(other.saved);
  });

  it("agrees with /api/service/add, /my and DELETE /api/service/:id", async () => {
    const me = await athleteWithServices();
    const added = await post(app, "/api/service/add", { name: "Dunk show", price: 99 }, me.cookie);
    expect(added.statusCode).toBe(201);
    const dunk = added.json<{ data: Service }>().data;

    // The PATCH edits the service /add made, keeping its id…
    const after = servicesOf(
      await patch(me.url, { services: [...me.saved, { ...dunk, price: 150 }] }, me.cookie),
    );
    expect(after.at(-1)).toEqual({ ...dunk, price: 150 });
    const mine = await app.inject({ url: "/api/service/my", headers: { cookie: me.cookie } });
    expect(mine.json()).toEqual({ data: after });

    // …and DELETE removes a service the PATCH kept, by that same id.
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/service/${me.saved[1]!.id}`,
      headers: { cookie: me.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await privateServices(me.id, me.cookie)).toEqual(
      after.filter((s) => s.id !== me.saved[1]!.id),
    );
  });

  it("refuses another athlete's service id, a made-up one and one given twice, changing nothing", async () => {
    const me = await athleteWithServices();
    const other = await athleteWithServices();
    const theirs = other.saved[0]!;

    const cases: [unknown[], string, string][] = [
      // Another athlete's service: the same words as for an id that exists nowhere.
      [[me.saved[0], { ...theirs, price: 1 }], "services.1.id", MESSAGES.serviceNotFound],
      [[{ id: randomUUID(), name: "Ghost", price: 1 }], "services.0.id", MESSAGES.serviceNotFound],
      [[{ id: "not-an-id", name: "Ghost", price: 1 }], "services.0.id", MESSAGES.serviceNotFound],
      [[me.saved[0], { ...me.saved[0]!, price: 1 }], "services.1.id", MESSAGES.serviceGivenTwice],
    ];
    for (const [services, field, message] of cases) {
      const refused = await patch(me.url, { services, bio: "Changed?" }, me.cookie);
      expect(refused.statusCode, JSON.stringify(services)).toBe(400);
      expect(refused.json<Fields>().fields).toEqual({ [field]: message });
      // The refusal carries nothing of the other athlete's service.
      expect(refused.body).not.toMatch(/120\.5|Shooting clinic/);
    }

    // Nothing changed, for either of them: not the list, not the bio sent along.
    expect(await privateServices(me.id, me.cookie)).toEqual(me.saved);
    expect(await privateServices(other.id, other.cookie)).toEqual(other.saved);
    const mine = await app.inject({
      url: `/api/profile/private/${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(mine.json<{ data: { profile: { bio: string | null } } }>().data.profile.bio).not.toBe(
      "Changed?",
    );
  });

  it("answers prices only to the owner: never to another signed-in person, nor signed out", async () => {
    const me = await athlete();
    const saved = servicesOf(
      await patch(me.url, { services: [{ name: "Keeper camp", price: 8765.43 }] }, me.cookie),
    );
    const mine = await app.inject({ url: "/api/service/my", headers: { cookie: me.cookie } });
    expect(mine.body).toContain("8765.43");

    const buyer = await signUpAndConfirm(app, t.sink, signUpBody("business", freshEmail("svc")));
    const rival = await athleteWithServices();
    const edit = { services: [{ ...saved[0]!, price: 1 }] };
    const answers: LightMyRequestResponse[] = [];
    for (const [cookie, refusal] of [
      [rival.cookie, 404],
      [buyer.cookie, 404],
      [undefined, 401],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      const changes = [
        await patch(me.url, edit, cookie),
        await app.inject({ url: `/api/profile/private/${me.id}`, headers }),
      ];
      for (const change of changes) expect(change.statusCode).toBe(refusal);
      const removal = await app.inject({
        method: "DELETE",
        url: `/api/service/${saved[0]!.id}`,
        headers,
      });
      expect(removal.statusCode).toBeGreaterThanOrEqual(400);
      answers.push(
        ...changes,
        removal,
        await app.inject({ url: "/api/service/my", headers }),
        await app.inject({ url: "/api/profile/my", headers }),
      );
    }
    // The rival names my service in their own list: refused without a word about it.
    const claimed = await patch(rival.url, edit, rival.cookie);
    expect(claimed.json<Fields>().fields).toEqual({ "services.0.id": MESSAGES.serviceNotFound });
    answers.push(claimed);
    for (const answer of answers) {
      expect(answer.body).not.toContain("8765");
      expect(answer.body).not.toContain("Keeper camp");
    }
    expect(await privateServices(me.id, me.cookie)).toEqual(saved);
  });
});
