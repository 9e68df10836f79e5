// The demo marketplace (DEMO_DATA, decision 0080): two starts on one database find every demo
// account once, approved and finished, each profile with a picture that is stored and served;
// prices reach only their owner; the operator signs in with the password and a code of the printed
// key; real accounts are left alone; tests and production start empty.
import path from "node:path";
import { and, count, eq, like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@api/app";
import { loadConfig } from "@api/config";
import {
  athleteProfiles,
  media,
  oneTimeTokens,
  operatorAudit,
  profiles,
  representationRequests,
  services,
  totpFactors,
  users,
} from "@api/db/schema";
import type { OfferList } from "@lineup/shared";
import { totpCode } from "@lineup/test-kit";
import { call } from "@api-test/account-helpers";
import { athleteBody, post, SESSION } from "@api-test/auth-helpers";
import { cookieFrom, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "./demo-people";
import {
  DEMO_ATHLETES,
  DEMO_AGENT,
  DEMO_BUSINESS,
  DEMO_INDIVIDUAL,
  DEMO_OPERATOR,
} from "./demo-people";
import { DEMO_CROWD_DOMAIN, DEMO_CROWD_SIZE } from "./demo-crowd";
import { DEMO_SEEDERS, demoSignInBlock } from "./demo-marketplace";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const onDemoDomain = like(users.email, `%@${DEMO_DOMAIN}`);

/** Another start of the server on this test app's database and data folder, DEMO_DATA on. */
async function startAgain(t: TestApp, logs: string[]): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: t.dataDir,
    LOG_LEVEL: "info",
    DEMO_DATA: "on",
  });
  const app = await buildApp(config, {
    database: t.database,
    webDistDir: path.join(t.dataDir, "no-web-build"),
    startOutbox: false,
    logStream: { write: (line) => void logs.push(line) },
  });
  await app.ready();
  return app;
}

const readyLine = (logs: string[]) =>
  logs
    .map((line) => JSON.parse(line) as { msg: string; created?: number; complete?: boolean })
    .find((line) => line.msg === "demo marketplace ready");

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await post(app, "/api/auth/local/signIn", { email, password: DEMO_PASSWORD });
  expect(response.statusCode, `${email}: ${response.body}`).toBe(200);
  return cookieFrom(response, SESSION);
}

describe.each(DATABASE_KINDS)("the demo marketplace on %s", (kind) => {
  let t: TestApp;
  const starts: FastifyInstance[] = [];
  const firstLogs: string[] = [];
  const secondLogs: string[] = [];
  let realEmail: string;
  let realBefore: unknown;

  beforeAll(async () => {
    // Tests start without the demo; a real person and someone who typed a demo address sign up.
    t = await createTestApp(kind);
    realEmail = athleteBody().email;
    expect(
      (await post(t.app, "/api/auth/local/signUp", athleteBody({ email: realEmail }))).statusCode,
    ).toBe(201);
    const squatter = athleteBody({ email: `squatter@${DEMO_DOMAIN}` });
    expect((await post(t.app, "/api/auth/local/signUp", squatter)).statusCode).toBe(201);
    [realBefore] = await t.database.db.select().from(users).where(eq(users.email, realEmail));
    starts.push(await startAgain(t, firstLogs));
    starts.push(await startAgain(t, secondLogs));
  }, 120_000);

  afterAll(async () => {
    for (const app of starts) await app.close();
    await t?.close();
  });

  it("creates every account the first time and none the second, each once, confirmed and approved", async () => {
    // The athletes, the business, the individual, the agent and the operator.
    const people = DEMO_ATHLETES.length + 4;
    // Agents and operators have no profile.
    const profiled = people - 2;
    expect(readyLine(firstLogs)).toMatchObject({ complete: false, created: people });
    // The second start's one query found everything.
    expect(readyLine(secondLogs)).toMatchObject({ complete: true, created: 0 });
    const rows = await t.database.db
      .select({
        email: users.email,
        role: users.role,
        status: users.status,
        confirmed: users.emailConfirmedAt,
      })
      .from(users)
      .where(and(onDemoDomain, sql`${users.emailConfirmedAt} is not null`));
    expect(rows).toHaveLength(people);
    expect(new Set(rows.map((row) => row.email)).size).toBe(people);
    // Everyone is approved but the athletes left on the waiting list for the demo operator.
    const waiting = new Set(DEMO_ATHLETES.filter((a) => a.waiting).map((a) => a.email));
    expect(waiting.size).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status, row.email).toBe(waiting.has(row.email) ? "pending" : "approved");
    }
    const roles = rows.map((row) => row.role).sort();
    expect(roles.filter((role) => role === "athlete")).toHaveLength(DEMO_ATHLETES.length);
    expect(roles.filter((role) => role !== "athlete")).toEqual([
      "agent",
      "business",
      "individual",
      "operator",
    ]);
    // Every profile once, onboarding finished, exactly one picture each.
    const finished = await t.database.db
      .select({ id: profiles.id, nextStep: profiles.nextStep })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(onDemoDomain);
    expect(finished).toHaveLength(profiled);
    expect(finished.every((p) => p.nextStep === "done")).toBe(true);
    const [avatars] = await t.database.db
      .select({ n: count() })
      .from(media)
      .innerJoin(profiles, eq(profiles.id, media.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(onDemoDomain, eq(media.kind, "avatar")));
    expect(avatars?.n).toBe(profiled);
    const [links] = await t.database.db
      .select({ n: count() })
      .from(representationRequests)
      .where(eq(representationRequests.status, "accepted"));
    expect(links?.n).toBe(1);
  });

  it("makes the operator as an accepted invitation, on the audit log, with the demo key's second factor", async () => {
    const { db } = t.database;
    const [operator] = await db.select().from(users).where(eq(users.email, DEMO_OPERATOR.email));
    expect(operator).toMatchObject({
      role: "operator",
      status: "approved",
      firstName: DEMO_OPERATOR.firstName,
      lastName: DEMO_OPERATOR.lastName,
    });
    const [factor] = await db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, operator!.id));
    expect(factor?.secret).toBe(DEMO_OPERATOR.totpSecret);
    expect(factor?.enabledAt).not.toBeNull();
    const invitations = await db
      .select({ usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, "operator_invitation"));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.usedAt).not.toBeNull();
    const audit = await db
      .select({ action: operatorAudit.action, actor: operatorAudit.actorId })
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, operator!.id));
    expect(audit).toEqual([{ action: "operator_joined", actor: operator!.id }]);
  });

  it("creates again only what went missing: a deleted account, a removed picture", async () => {
    const { db } = t.database;
    await db.delete(users).where(eq(users.email, DEMO_BUSINESS.email));
    const [maya] = await db
      .select({ profileId: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, DEMO_ATHLETES[0]!.email));
    await db.delete(media).where(eq(media.profileId, maya!.profileId));
    const logs: string[] = [];
    starts.push(await startAgain(t, logs));
    expect(readyLine(logs)).toMatchObject({ complete: false, created: 1 });
    const [business] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, DEMO_BUSINESS.email));
    expect(business?.n).toBe(1);
    const pictures = await db.select().from(media).where(eq(media.profileId, maya!.profileId));
    expect(pictures).toHaveLength(1);
    const again: string[] = [];
    starts.push(await startAgain(t, again));
    expect(readyLine(again)).toMatchObject({ complete: true, created: 0 });
  });

  it("leaves real accounts alone, and an unconfirmed account on a demo address too", async () => {
    const [realAfter] = await t.database.db.select().from(users).where(eq(users.email, realEmail));
    expect(realAfter).toEqual(realBefore);
    const [squatter] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `squatter@${DEMO_DOMAIN}`));
    expect(squatter).toMatchObject({ status: "pending", emailConfirmedAt: null });
    const [owned] = await t.database.db
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.userId, squatter!.id));
    expect(owned?.n).toBe(0);
  });

  it("spreads the athletes over sports, levels, cities and genders, each with 1–3 private services", async () => {
    const rows = await t.database.db
      .select({
        profileId: athleteProfiles.profileId,
        sport: athleteProfiles.sportId,
        level: athleteProfiles.education,
        city: athleteProfiles.hometownId,
        gender: athleteProfiles.gender,
        team: athleteProfiles.team,
        socials: athleteProfiles.socials,
        bio: profiles.bio,
      })
      .from(athleteProfiles)
      .innerJoin(profiles, eq(profiles.id, athleteProfiles.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(onDemoDomain);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.sport)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.level))).toEqual(
      new Set(["High School", "College", "Professional"]),
    );
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(["Male", "Female"]));
    for (const row of rows) {
      expect(row.bio?.length).toBeGreaterThan(20);
      expect(Object.keys(row.socials).length).toBeGreaterThan(0);
      const priced = await t.database.db
        .select()
        .from(services)
        .where(eq(services.profileId, row.profileId));
      expect(priced.length).toBeGreaterThanOrEqual(1);
      expect(priced.length).toBeLessThanOrEqual(3);
      expect(priced.every((s) => s.priceCents > 0)).toBe(true);
    }
  });

  it("adds a crowd of approved athletes with pictures and no password, found by the demo business", async () => {
    const { db } = t.database;
    const crowd = await db
      .select({ status: users.status, hash: users.passwordHash, pictures: count(media.id) })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(media, and(eq(media.profileId, profiles.id), eq(media.kind, "avatar")))
      .where(like(users.email, `%@${DEMO_CROWD_DOMAIN}`))
      .groupBy(users.id);
    expect(crowd).toHaveLength(DEMO_CROWD_SIZE);
    for (const athlete of crowd) {
      expect(athlete).toEqual({ status: "approved", hash: null, pictures: 1 });
    }
    const cookie = await signIn(starts[1]!, DEMO_BUSINESS.email);
    const found = await call(starts[1]!, "GET", "/api/athletes?sort=newest", cookie);
    const { total } = found.json<{ data: { total: number } }>().data;
    expect(total).toBeGreaterThanOrEqual(DEMO_CROWD_SIZE);
  });

  it("has offers to try: one for the athlete to answer, one her agent accepted, a counter for the business", async () => {
    const app = starts[1]!;
    const box = async (email: string, query: string) => {
      const cookie = await signIn(app, email);
      const answer = await call(app, "GET", `/api/offers?${query}`, cookie);
      return answer.json<{ data: OfferList }>().data.list;
    };
    // (An earlier test deleted and recreated demo accounts: each new business gets its offers.)
    const athlete = await box(DEMO_AGENT.represents, "box=received");
    expect(athlete.map((o) => [o.status, o.buyer.name, o.viewerActions])).toEqual(
      expect.arrayContaining([
        ["awaiting_confirmation", "Pat Morgan", ["confirm", "decline"]],
        ["pending", DEMO_BUSINESS.businessName, ["accept", "decline", "counter"]],
      ]),
    );
    const agent = await box(DEMO_AGENT.email, "box=received");
    expect(new Set(agent.map((o) => o.athlete.name))).toEqual(new Set(["Aaliyah Brooks"]));
    const countered = await box(DEMO_BUSINESS.email, "box=sent&status=countered");
    expect(countered).toMatchObject([
      { amount: 320, amountBy: "athlete", viewerActions: ["accept", "counter", "withdraw"] },
    ]);
    // Made once per business: the second start added none.
    expect(await box(DEMO_BUSINESS.email, "box=sent")).toHaveLength(2);
  });

  it("signs each role in with the printed password; every picture is stored and served as a PNG", async () => {
    const app = starts[1]!;
    for (const { signIn: who } of DEMO_SEEDERS) {
      // The operator's password alone opens nothing: the next test adds the code.
      if (who.email === DEMO_OPERATOR.email) continue;
      const cookie = await signIn(app, who.email);
      const my = await call(app, "GET", "/api/profile/my", cookie);
      expect(my.statusCode).toBe(200);
      const data = my.json<{ data: { account: { status: string }; avatarUrl: string | null } }>()
        .data;
      expect(data.account.status).toBe("approved");
      if (who.email === DEMO_AGENT.email) continue;
      expect(data.avatarUrl).toMatch(/^\/api\/media\//);
    }
    const pictures = await t.database.db
      .select({ id: media.id, key: media.storageKey })
      .from(media)
      .innerJoin(profiles, eq(profiles.id, media.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(onDemoDomain);
    expect(pictures).toHaveLength(DEMO_SEEDERS.length - 2 + DEMO_ATHLETES.length - 1);
    // Signed in: the demo's minors' pictures are served only to those who may see them (issue 25).
    const business = await signIn(app, DEMO_BUSINESS.email);
    for (const picture of pictures) {
      const answer = await t.app.inject({
        method: "GET",
        url: `/api/media/${picture.id}`,
        headers: { cookie: business },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/png");
      expect(answer.rawPayload.subarray(0, 8).equals(PNG)).toBe(true);
      // Stored through the storage layer under the profile's folder, as an upload is.
      expect(picture.key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    }
  });

  it("signs the operator in with the password and a code of the printed key; the console opens", async () => {
    const app = starts[1]!;
    const half = await post(app, "/api/auth/local/signIn", {
      email: DEMO_OPERATOR.email,
      password: DEMO_PASSWORD,
    });
    expect(half.json()).toEqual({ data: { secondFactor: "totp" } });
    const verified = await post(
      app,
      "/api/auth/totp/verify",
      { code: totpCode(DEMO_OPERATOR.totpSecret) },
      cookieFrom(half, SESSION),
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const cookie = cookieFrom(verified, SESSION);
    const list = await call(app, "GET", "/api/operator/accounts?status=approved", cookie);
    expect(list.statusCode, list.body).toBe(200);
    const { total } = list.json<{ data: { total: number } }>().data;
    const waiting = DEMO_ATHLETES.filter((person) => person.waiting);
    expect(total).toBeGreaterThanOrEqual(DEMO_ATHLETES.length - waiting.length + 3);
    // The console has someone to decide on: the demo athletes left on the waiting list.
    const queue = await call(app, "GET", "/api/operator/accounts?status=pending", cookie);
    const emails = queue
      .json<{ data: { list: { email: string }[] } }>()
      .data.list.map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining(waiting.map((person) => person.email)));
    const audit = await call(app, "GET", "/api/operator/audit", cookie);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain("operator_joined");
  });

  it("turns the operator's second factor back on with the demo key when it was turned off", async () => {
    const { db } = t.database;
    const [operator] = await db.select().from(users).where(eq(users.email, DEMO_OPERATOR.email));
    await db.delete(totpFactors).where(eq(totpFactors.userId, operator!.id));
    const logs: string[] = [];
    starts.push(await startAgain(t, logs));
    expect(readyLine(logs)).toMatchObject({ complete: false, created: 0 });
    const [factor] = await db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, operator!.id));
    expect(factor).toMatchObject({ secret: DEMO_OPERATOR.totpSecret });
    expect(factor?.enabledAt).not.toBeNull();
  });

  it("shows prices only to their owner: never to the business, the agent or the individual", async () => {
    const app = starts[1]!;
    const owner = DEMO_ATHLETES.find((a) => a.email === DEMO_AGENT.represents)!;
    const ownerCookie = await signIn(app, owner.email);
    const my = (await call(app, "GET", "/api/profile/my", ownerCookie)).json<{
      data: { profile: { id: string } };
    }>().data;
    const own = await call(app, "GET", `/api/profile/private/${my.profile.id}`, ownerCookie);
    // The owner sees the prices: the checks below can fail.
    expect(own.body).toContain(`"price":${owner.services[0]!.price}`);
    const prices = /"price"|priceCents|"amount"/;
    for (const email of [DEMO_BUSINESS.email, DEMO_AGENT.email, DEMO_INDIVIDUAL.email]) {
      const cookie = await signIn(app, email);
      const peek = await call(app, "GET", `/api/profile/private/${my.profile.id}`, cookie);
      expect(peek.statusCode).toBe(404);
      for (const url of ["/api/profile/my", "/api/representation", "/api/account"]) {
        const answer = await call(app, "GET", url, cookie);
        expect(answer.statusCode).toBe(200);
        expect(answer.body, `${email} ${url}`).not.toMatch(prices);
      }
    }
    // The agent represents the athlete, and sees no price of theirs.
    const agent = await signIn(app, DEMO_AGENT.email);
    const represented = await call(app, "GET", "/api/representation", agent);
    expect(represented.body).toContain(`${owner.firstName} ${owner.lastName}`);
    expect(represented.body).not.toMatch(prices);
    // The athlete's own header answer carries no price either.
    expect((await call(app, "GET", "/api/profile/my", ownerCookie)).body).not.toMatch(prices);
  });

  it("prints where and how to sign in as each role", () => {
    const block = demoSignInBlock("http://localhost:3000");
    expect(block).toMatch(/^Demo marketplace: sign in at http:\/\/localhost:3000\/auth\/login as/);
    for (const email of [DEMO_BUSINESS.email, DEMO_INDIVIDUAL.email, DEMO_AGENT.email]) {
      expect(block).toContain(email);
    }
    expect(block).toContain(DEMO_PASSWORD);
    // The operator's address, and the key of the code, as text and as an otpauth:// address.
    expect(block).toMatch(new RegExp(`Operator +${DEMO_OPERATOR.email}\n`));
    expect(block).toContain(`add the key ${DEMO_OPERATOR.totpSecret} to an authenticator app`);
    const url = /otpauth:\/\/\S+(?=\))/.exec(block)?.[0];
    expect(url).toBeDefined();
    expect(new URL(url!).searchParams.get("secret")).toBe(DEMO_OPERATOR.totpSecret);
    expect(decodeURIComponent(new URL(url!).pathname)).toContain(DEMO_OPERATOR.email);
  });
});

describe.each(DATABASE_KINDS)("without DEMO_DATA on %s", (kind) => {
  it("a test app and a production start leave the database without demo accounts", async () => {
    expect(loadConfig({ NODE_ENV: "production" }).demoData).toBe(false);
    for (const env of [{}, { NODE_ENV: "production" }] as Record<string, string>[]) {
      const t = await createTestApp(kind, { env });
      try {
        const [demo] = await t.database.db.select({ n: count() }).from(users).where(onDemoDomain);
        expect(demo?.n).toBe(0);
      } finally {
        await t.close();
      }
    }
  }, 60_000);
});
