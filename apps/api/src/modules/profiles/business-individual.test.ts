import { MESSAGES, type LocalSignUpBody } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { lookupId } from "@api-test/athlete-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { businessProfileBody } from "@api-test/profile-bodies";
import { DATABASE_KINDS } from "@api-test/test-database";

const business = (): LocalSignUpBody => ({
  email: uniqueEmail("business"),
  password: "Quiet-Lantern-Orbit-7",
  businessName: "Summit Sports Co",
  profileType: "Business",
});
const individual = (): LocalSignUpBody => ({
  email: uniqueEmail("individual"),
  password: "Quiet-Lantern-Orbit-7",
  personalInfo: { firstName: "Casey", lastName: "Reed" },
  profileType: "Individual",
});

describe.each(DATABASE_KINDS)("business and individual profiles on %s", (kind) => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  useMailedApp(kind, new TestClock(), (started) => ({ app, sink } = started));

  const businessBody = () => businessProfileBody(app);

  it("creates a business profile once, prefixing the website with https://, then takes its bio", async () => {
    const { cookie } = await signUpAndConfirm(app, sink, business());
    const created = await post(app, "/api/profile/business/create", await businessBody(), cookie);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    const second = await post(app, "/api/profile/business/create", await businessBody(), cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: MESSAGES.profileExists });
    expect(
      (await app.inject({ url: "/api/profile/my", headers: { cookie } })).json(),
    ).toMatchObject({
      data: { profile: { id, nextStep: "profile" }, profileType: "Business" },
    });
    const bio = await app.inject({
      method: "PATCH",
      url: `/api/profile/business/update/${id}`,
      payload: { bio: "Outdoor gear for teams." },
      headers: { cookie },
    });
    expect(bio.statusCode).toBe(200);
    expect(bio.json()).toMatchObject({
      data: {
        type: "Business",
        nextStep: "done",
        website: "https://summit-sports.example.com",
        location: { name: "Denver", state: "CO" },
        businessType: { name: "Sporting Goods Retail" },
        marketingTactics: [{ name: "Brand Ambassador" }],
        goals: [{ name: "Drive Sales" }],
      },
    });
    const view = await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } });
    expect(view.json()).toMatchObject({
      data: { type: "Business", profile: { bio: "Outdoor gear for teams." } },
    });
  });

  it("says which business field is missing, in the spec's words", async () => {
    const { cookie } = await signUpAndConfirm(app, sink, business());
    const body = await businessBody();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 999_999 }, "type", MESSAGES.selectBusinessType],
      [{ location: 1 }, "location", MESSAGES.selectLocation],
      [{ marketingTactics: [] }, "marketingTactics", MESSAGES.selectMarketingTactics],
      [{ goals: [] }, "goals", MESSAGES.selectGoals],
      // One unknown id among known ones is refused too, not stored beside them.
      [
        { marketingTactics: [...body.marketingTactics, 999_999] },
        "marketingTactics",
        MESSAGES.selectMarketingTactics,
      ],
      [{ goals: [...body.goals, 999_999] }, "goals", MESSAGES.selectGoals],
      [{ website: "not a site" }, "website", MESSAGES.invalidWebsite],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(
        app,
        "/api/profile/business/create",
        { ...body, ...change },
        cookie,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
  });

  it("creates an individual profile once, with an empty website left empty", async () => {
    const { cookie } = await signUpAndConfirm(app, sink, individual());
    const unknown = await post(
      app,
      "/api/profile/individual/create",
      { location: 999_999 },
      cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { location: MESSAGES.selectLocation } });
    const location = await lookupId(app, "/api/location/find", "Denver");
    const created = await post(
      app,
      "/api/profile/individual/create",
      { location, website: "" },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    const second = await post(app, "/api/profile/individual/create", { location }, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: MESSAGES.profileExists });
    const { id } = created.json<{ data: { id: string } }>().data;
    const view = await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } });
    expect(view.json()).toMatchObject({
      data: { type: "Individual", profile: { website: null, location: { name: "Denver" } } },
    });
  });

  it("lets no account create a profile of another kind, nor change another's", async () => {
    const person = await signUpAndConfirm(app, sink, individual());
    const asBusiness = await post(
      app,
      "/api/profile/business/create",
      await businessBody(),
      person.cookie,
    );
    expect(asBusiness.statusCode).toBe(403);
    const company = await signUpAndConfirm(app, sink, business());
    const location = await lookupId(app, "/api/location/find", "Denver");
    expect(
      (await post(app, "/api/profile/individual/create", { location }, company.cookie)).statusCode,
    ).toBe(403);

    const created = await post(
      app,
      "/api/profile/business/create",
      await businessBody(),
      company.cookie,
    );
    const { id } = created.json<{ data: { id: string } }>().data;
    const hijack = await app.inject({
      method: "PATCH",
      url: `/api/profile/business/update/${id}`,
      payload: { bio: "hijacked" },
      headers: { cookie: person.cookie },
    });
    expect(hijack.statusCode).toBe(404);
  });
});
