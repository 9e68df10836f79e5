import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { athleteBody, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import {
  athleteWithProfile as withProfile,
  lookupId,
  validAthleteBody,
} from "@api-test/athlete-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("athlete profiles on %s", (kind) => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  useMailedApp(kind, new TestClock(), (started) => ({ app, sink } = started));

  const athlete = () => signUpAndConfirm(app, sink, athleteBody());
  const patch = (url: string, payload: unknown, cookie: string) =>
    app.inject({ method: "PATCH", url, payload: payload as object, headers: { cookie } });
  const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

  const athleteWithProfile = () => withProfile(app, sink);

  it("creates the profile once and tells /profile/my where onboarding resumes", async () => {
    const { cookie } = await athlete();
    expect(
      (await post(app, "/api/profile/athlete/create", await validAthleteBody(app))).statusCode,
    ).toBe(401);
    const created = await post(
      app,
      "/api/profile/athlete/create",
      await validAthleteBody(app),
      cookie,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    expect((await get("/api/profile/my", cookie)).json()).toMatchObject({
      data: { profile: { id, nextStep: "socials" }, profileType: "Athlete" },
    });
    const again = await post(
      app,
      "/api/profile/athlete/create",
      await validAthleteBody(app),
      cookie,
    );
    expect(again.statusCode).toBe(409);
  });

  it("refuses an athlete profile to an individual account", async () => {
    const { cookie } = await signUpAndConfirm(app, sink, {
      email: uniqueEmail("individual"),
      password: "Quiet-Lantern-Orbit-7",
      personalInfo: { firstName: "Casey", lastName: "Reed" },
      profileType: "Individual",
    });
    const response = await post(
      app,
      "/api/profile/athlete/create",
      await validAthleteBody(app),
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MESSAGES.wrongProfileType });
  });

  it("checks every id, the roles of the sport and the class rules", async () => {
    const { cookie } = await athlete();
    const valid = await validAthleteBody(app);
    const tennis = await lookupId(app, "/api/athlete/sport/find", "Tennis");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sport: 999_999 }, "sport", MESSAGES.selectSport],
      [{ hometown: 1 }, "hometown", MESSAGES.selectLocation],
      [{ activities: [999_999] }, "activities", MESSAGES.selectInterests],
      [{ activities: [] }, "activities", MESSAGES.selectInterests],
      [{ roles: [] }, "roles", MESSAGES.selectPosition],
      [{ sport: tennis }, "roles", MESSAGES.selectPosition],
      [{ education: "Professional" }, "class", MESSAGES.selectClass],
      [{ class: undefined }, "class", MESSAGES.selectClass],
      [{ class: 2034 }, "class", MESSAGES.selectClass],
      [{ team: "ab" }, "team", MESSAGES.teamMin],
      [{ statistics: "javascript:alert(1)" }, "statistics", MESSAGES.invalidLink],
      [{ education: "Olympic" }, "education", MESSAGES.selectCompetitionLevel],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(
        app,
        "/api/profile/athlete/create",
        { ...valid, ...change },
        cookie,
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(
        response.json<{ fields: Record<string, string> }>().fields[field],
        JSON.stringify(change),
      ).toBe(message);
    }
    const tennisPlayer = await post(
      app,
      "/api/profile/athlete/create",
      {
        ...valid,
        sport: tennis,
        roles: [],
        education: "Professional",
        class: undefined,
        gender: undefined,
      },
      cookie,
    );
    expect(tennisPlayer.statusCode).toBe(201);
  });

  it("walks socials, then services and bio, and shows the whole profile to its owner only", async () => {
    const { cookie, id } = await athleteWithProfile();
    const wrongNetwork = await patch(
      `/api/profile/athlete/update/${id}`,
      { socials: { instagram: "https://x.com/jo" } },
      cookie,
    );
    expect(wrongNetwork.statusCode).toBe(400);

    const socials = await patch(
      `/api/profile/athlete/update/${id}`,
      {
        socials: { instagram: "https://www.instagram.com/jordan", x: "https://twitter.com/jordan" },
      },
      cookie,
    );
    expect(socials.json()).toMatchObject({
      data: { nextStep: "profile", socials: { instagram: "https://www.instagram.com/jordan" } },
    });

    const done = await patch(
      `/api/profile/athlete/update/${id}`,
      {
        bio: "Point guard who runs summer clinics.",
        services: [
          { name: "Shooting clinic", price: 120.5 },
          { name: "Camp appearance", price: 300 },
        ],
      },
      cookie,
    );
    expect(done.statusCode).toBe(200);
    const privateView = await get(`/api/profile/private/${id}`, cookie);
    expect(privateView.json()).toMatchObject({
      data: {
        type: "Athlete",
        profile: {
          nextStep: "done",
          bio: "Point guard who runs summer clinics.",
          services: [
            { name: "Shooting clinic", price: 120.5 },
            { name: "Camp appearance", price: 300 },
          ],
          sport: { name: "Basketball" },
          hometown: { name: "Austin", state: "TX" },
          roles: [{ name: "Point Guard" }],
          education: "College",
          class: 2027,
          gender: "Female",
        },
      },
    });
    expect((await get("/api/profile/my", cookie)).json()).toMatchObject({
      data: { profile: { nextStep: "done" } },
    });

    const stranger = await athlete();
    expect((await get(`/api/profile/private/${id}`, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await patch(`/api/profile/athlete/update/${id}`, { bio: "hijacked" }, stranger.cookie))
        .statusCode,
    ).toBe(404);
    // The price appears only in the owner's answers.
    expect((await get("/api/profile/my", cookie)).body).not.toContain("120.5");
  });

  it("adds, lists and removes one's own services, and nobody else's", async () => {
    const { cookie } = await athleteWithProfile();
    const added = await post(
      app,
      "/api/service/add",
      { name: "Private lesson", price: 80 },
      cookie,
    );
    expect(added.statusCode).toBe(201);
    const service = added.json<{ data: { id: string } }>().data;
    expect(added.json()).toMatchObject({ data: { name: "Private lesson", price: 80 } });
    const bad = await post(app, "/api/service/add", { name: "ab" }, cookie);
    expect(bad.json()).toMatchObject({
      fields: { name: MESSAGES.enterMoreCharacters, price: MESSAGES.enterServicePrice },
    });
    expect((await get("/api/service/my", cookie)).json()).toMatchObject({
      data: [{ id: service.id, price: 80 }],
    });

    const other = await athleteWithProfile();
    const stolen = await app.inject({
      method: "DELETE",
      url: `/api/service/${service.id}`,
      headers: { cookie: other.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/service/${service.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get("/api/service/my", cookie)).json()).toEqual({ data: [] });
  });
});
