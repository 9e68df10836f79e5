import { LOOKUP_PATHS, type LookupList } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("lookup lists on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function find(path: string, query: Record<string, string | number> = {}) {
    const response = await t.app.inject({ method: "GET", url: path, query: stringify(query) });
    return { status: response.statusCode, body: response.json<{ data: LookupList }>() };
  }
  const labels = (list: LookupList) => list.list.map((c) => `${c.name}, ${c.state}`);

  it("finds cities by the start of any word, biggest first", async () => {
    const losA = await find(LOOKUP_PATHS.location, { str: "los a" });
    expect(labels(losA.body.data)[0]).toBe("Los Angeles, CA");
    const sanFr = await find(LOOKUP_PATHS.location, { str: "san fr" });
    expect(labels(sanFr.body.data)[0]).toBe("San Francisco, CA");
    const york = await find(LOOKUP_PATHS.location, { str: "york" });
    expect(labels(york.body.data)).toContain("New York, NY");
    expect(york.body.data.list[0]?.name).toBe("York");
    const espanola = await find(LOOKUP_PATHS.location, { str: "espanola" });
    expect(labels(espanola.body.data)).toContain("Española, NM");
  });

  it("holds every US city of the dataset and honours amount", async () => {
    const all = await find(LOOKUP_PATHS.location, { amount: 50 });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(16_000);
    expect(all.body.data.list).toHaveLength(50);
    expect(all.body.data.list[0]).toMatchObject({ name: "New York", state: "NY" });
    const defaults = await find(LOOKUP_PATHS.location, { str: "spring" });
    expect(defaults.body.data.list).toHaveLength(10);
  });

  it("serves every list with enough real entries", async () => {
    const minimums: [string, number][] = [
      [LOOKUP_PATHS.sport, 40],
      [LOOKUP_PATHS.activity, 30],
      [LOOKUP_PATHS.businessType, 20],
      [LOOKUP_PATHS.marketingTactic, 12],
      [LOOKUP_PATHS.businessGoal, 10],
    ];
    for (const [path, minimum] of minimums) {
      const { status, body } = await find(path, { amount: 50 });
      expect(status, path).toBe(200);
      expect(body.data.total, path).toBeGreaterThanOrEqual(minimum);
      expect(body.data.list[0], path).toEqual({ id: expect.any(Number), name: expect.any(String) });
    }
  });

  it("lists a sport's positions, and none for a sport without them", async () => {
    const sportId = async (name: string) =>
      (await find(LOOKUP_PATHS.sport, { str: name })).body.data.list.find((s) => s.name === name)!
        .id;
    const basketball = await find(LOOKUP_PATHS.sportRole, { sports: await sportId("Basketball") });
    expect(basketball.body.data.list.map((r) => r.name)).toEqual([
      "Point Guard",
      "Shooting Guard",
      "Small Forward",
      "Power Forward",
      "Center",
    ]);
    const tennis = await find(LOOKUP_PATHS.sportRole, { sports: await sportId("Tennis") });
    expect(tennis.body.data).toEqual({ list: [], total: 0 });
    const guards = await find(LOOKUP_PATHS.sportRole, {
      sports: await sportId("Basketball"),
      str: "gu",
    });
    expect(guards.body.data.list.map((r) => r.name)).toEqual(["Point Guard", "Shooting Guard"]);
  });

  it("searches case-insensitively in the small lists", async () => {
    const { body } = await find(LOOKUP_PATHS.sport, { str: "BASKET" });
    expect(body.data.list.map((s) => s.name)).toContain("Basketball");
  });

  it.each([
    ["amount=0", { amount: 0 }, "amount"],
    ["amount=abc", { amount: "abc" }, "amount"],
    ["amount=51", { amount: 51 }, "amount"],
    ["a str over 100 characters", { str: "a".repeat(101) }, "str"],
  ])("answers 400 with the error shape for %s", async (_label, query, field) => {
    const { status, body } = await find(LOOKUP_PATHS.location, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: "VALIDATION_ERROR",
      statusCode: 400,
      message: expect.any(String),
    });
    expect((body as unknown as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it("asks for a sport when sport roles are searched without one", async () => {
    const { status, body } = await find(LOOKUP_PATHS.sportRole);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, fields: { sports: expect.any(String) } });
  });
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
