import { performance } from "node:perf_hooks";
import type { OperatorAccountList, OperatorFunnel, UserRole } from "@lineup/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { useOperatorApp, type Operator } from "@api-test/operator-helpers";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { seedWaitingList, type SeededAccount } from "@api-test/waiting-list-seed";

const OPERATOR = "lists.operator@lineup.test";
const COUNT = 1000;

describe.each(DATABASE_KINDS)("the waiting list and the funnel on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let operator: Operator;
  let seeded: SeededAccount[];
  useOperatorApp(kind, OPERATOR, clock, (started, signedIn) => {
    t = started;
    operator = signedIn;
  });
  beforeAll(async () => {
    seeded = await seedWaitingList(t.database.db, COUNT, new Date("2026-01-01T00:00:00Z"));
  });

  const list = async (query: string) => {
    const answer = await call(t.app, "GET", `/api/operator/accounts?${query}`, operator.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: OperatorAccountList }>().data;
  };

  it("filters by status, role, state, sport and text, and pages newest or oldest first", async () => {
    const all = await list("pageSize=100");
    expect(all.total).toBe(COUNT);
    expect(all.list).toHaveLength(100);
    // Newest first by default; operators are never on the list.
    const newest = [...seeded].sort((a, b) => +b.createdAt - +a.createdAt);
    expect(all.list.map((a) => a.id)).toEqual(newest.slice(0, 100).map((a) => a.id));
    expect(all.list.some((a) => a.email === OPERATOR)).toBe(false);

    const oldest = await list("sort=oldest&page=3&pageSize=25");
    expect(oldest.list.map((a) => a.id)).toEqual(
      [...newest]
        .reverse()
        .slice(50, 75)
        .map((a) => a.id),
    );

    const sport = seeded.find((a) => a.sportId !== null)!.sportId;
    const expectations: [string, (a: SeededAccount) => boolean][] = [
      ["status=pending", (a) => a.status === "pending"],
      ["role=business&status=approved", (a) => a.role === "business" && a.status === "approved"],
      ["state=tx", (a) => a.state === "TX"],
      [`role=athlete&sport=${sport}`, (a) => a.role === "athlete" && a.sportId === sport],
      ["q=person%2012", (a) => a.name.includes("Person 12")],
      ["q=SEEDED%20BUSINESS%20101", (a) => a.name.includes("Seeded Business 101")],
      ["q=seed-5%40", (a) => a.email.startsWith("seed-5@")],
      ["q=100%25", () => false],
    ];
    for (const [query, wanted] of expectations) {
      const expected = seeded.filter(wanted);
      if (!query.startsWith("q=100")) expect(expected.length, query).toBeGreaterThan(0);
      const answer = await list(`${query}&pageSize=100`);
      expect(answer.total, query).toBe(expected.length);
      expect(answer.list.map((a) => a.id).sort(), query).toEqual(
        expected
          .sort((a, b) => +b.createdAt - +a.createdAt)
          .slice(0, 100)
          .map((a) => a.id)
          .sort(),
      );
    }

    // One row as the console shows it.
    const athlete = seeded.find((a) => a.role === "athlete" && a.profile === "done")!;
    const [row] = (await list(`q=${encodeURIComponent(athlete.email)}`)).list;
    expect(row).toMatchObject({
      id: athlete.id,
      role: "athlete",
      name: athlete.name,
      email: athlete.email,
      city: { state: athlete.state },
      sport: { id: athlete.sportId },
      businessType: null,
      progress: "onboarding_finished",
      signedUpAt: athlete.createdAt.toISOString(),
    });
    const business = seeded.find((a) => a.role === "business" && a.profile !== "none")!;
    const [businessRow] = (await list(`q=${encodeURIComponent(business.email)}`)).list;
    expect(businessRow).toMatchObject({ sport: null, businessType: { name: expect.any(String) } });

    const refused = await call(
      t.app,
      "GET",
      "/api/operator/accounts?pageSize=101",
      operator.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(
      (await call(t.app, "GET", "/api/operator/accounts?role=operator", operator.cookie))
        .statusCode,
    ).toBe(400);
  });

  it("counts each role's funnel from sign-up to approval", async () => {
    const answer = await call(t.app, "GET", "/api/operator/funnel", operator.cookie);
    const { roles } = answer.json<{ data: OperatorFunnel }>().data;
    const roleNames: UserRole[] = ["athlete", "individual", "agent", "business"];
    expect(roles.map((r) => r.role)).toEqual(roleNames);
    for (const role of roleNames) {
      const mine = seeded.filter((a) => a.role === role);
      expect(
        roles.find((r) => r.role === role),
        role,
      ).toEqual({
        role,
        signedUp: mine.length,
        confirmedEmail: mine.filter((a) => a.confirmed).length,
        startedProfile: mine.filter((a) => a.profile !== "none").length,
        finishedOnboarding: mine.filter((a) => a.profile === "done").length,
        approved: mine.filter((a) => a.status === "approved").length,
      });
    }
  });

  it("measures listing and filtering 1,000 accounts (reported, not asserted)", async () => {
    const queries = [
      "pageSize=25",
      "status=pending&pageSize=100",
      "role=athlete&state=TX&pageSize=25&sort=oldest",
      "q=person&page=10&pageSize=25",
    ];
    const totals = new Map<string, number>();
    for (const query of queries) totals.set(query, (await list(query)).total);
    const rounds = 20;
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      for (const query of queries) {
        const started = performance.now();
        const answer = await list(query);
        times.push(performance.now() - started);
        expect(answer.total, query).toBe(totals.get(query));
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    process.stdout.write(
      `[bench] ${kind}: list and filter ${COUNT} accounts: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length} requests\n`,
    );
  });

  // Last: the accounts it adds would change the counts above.
  it("finds a text with an underscore as typed, not as a wildcard", async () => {
    const since = new Date("2025-06-01T00:00:00Z");
    const underscored = await seedWaitingList(t.database.db, 2, since, "under_score");
    await seedWaitingList(t.database.db, 1, since, "underxscore");
    const found = await list("q=under_score");
    expect(found.list.map((a) => a.id).sort()).toEqual(underscored.map((a) => a.id).sort());
  });
});
