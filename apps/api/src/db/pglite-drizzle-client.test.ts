import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, interval, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_PARSERS, DRIZZLE_TEXT_TYPES, drizzleClient } from "./pglite-drizzle-client";

const moments = pgTable("moments", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  local: timestamp("local").notNull(),
  day: date("day").notNull(),
  span: interval("span").notNull(),
  amounts: numeric("amounts").array().notNull(),
  ats: timestamp("ats", { withTimezone: true }).array().notNull(),
});

/** Records what drizzle hands its client (a fake: only the options matter here). */
function recorder() {
  const seen: (QueryOptions | undefined)[] = [];
  const query = async (_query: string, _params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return { rows: [], fields: [], affectedRows: 0 } as never;
  };
  const client = {
    query,
    transaction: async <T>(work: (tx: { query: typeof query }) => Promise<T>) => work({ query }),
  };
  return { client, seen };
}

describe("the client drizzle is given for PGlite", () => {
  it("knows every type drizzle keeps as text, so the instance parses as drizzle asks", async () => {
    const { client, seen } = recorder();
    await drizzle({ client: client as never })
      .select()
      .from(moments);
    await drizzle({ client: client as never }).execute(sql`select 1`);
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      const types = Object.keys(options?.parsers ?? {}).map(Number);
      expect(types.sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    }
  });

  it("passes queries on without drizzle's parsers, in and out of transactions", async () => {
    const { client, seen } = recorder();
    const db = drizzle({ client: drizzleClient(client as never) as never });
    await db.select().from(moments);
    await db.transaction((tx) => tx.select().from(moments));
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      expect(options).toEqual({ rowMode: "array" });
    }
  });

  describe("on a real PGlite", () => {
    let plainClient: PGlite;
    let fastClient: PGlite;
    const row = {
      at: new Date("2026-11-22T05:06:07.089Z"),
      local: new Date("2026-01-02T03:04:05.000Z"),
      day: "2026-02-28",
      span: "1 day 02:03:04",
      amounts: ["1.50", "20.25"],
      ats: [new Date("2026-03-04T05:06:07.000Z")],
    };
    const create = sql`create table moments (id serial primary key, at timestamptz not null,
      local timestamp not null, day date not null, span interval not null,
      amounts numeric[] not null, ats timestamptz[] not null)`;

    beforeAll(async () => {
      [plainClient, fastClient] = await Promise.all([
        PGlite.create(),
        PGlite.create({ parsers: DRIZZLE_PARSERS }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([plainClient.close(), fastClient.close()]);
    });

    it("reads every kind of value exactly as drizzle's own client does", async () => {
      const plain = drizzle(plainClient);
      const fast = drizzle({ client: drizzleClient(fastClient) as PGlite });
      const answers = [];
      for (const db of [plain, fast]) {
        await db.execute(create);
        await db.insert(moments).values(row);
        const inserted = await db.transaction((tx) => tx.select().from(moments));
        answers.push({ inserted, raw: (await db.execute(sql`select at, day from moments`)).rows });
      }
      expect(answers[0]!.inserted).toEqual([{ id: 1, ...row }]);
      expect(answers[1]).toEqual(answers[0]);
    });
  });
});
