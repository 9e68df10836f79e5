import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One request as the person holding `cookie` (none: anonymous), with a JSON body when given. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
}

/**
 * `call`, keeping the body of every answer in `answers`: for a suite that walks all it was told at
 * its end. `app` is asked at each call, so the suite can start its app later.
 */
export function keepingAnswers(app: () => FastifyInstance) {
  const answers: string[] = [];
  const send = async (method: Method, url: string, cookie?: string, payload?: unknown) => {
    const response = await call(app(), method, url, cookie, payload);
    answers.push(response.body);
    return response;
  };
  return { answers, send };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Columns whose text form can hold an id, an address or a key: every table in the schema. */
async function textualColumns(db: Db): Promise<{ table: string; column: string }[]> {
  return rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select table_name as "table", column_name as "column"
      from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by table_name, column_name`),
  );
}

/** "table.column" of every foreign key that points at users, as the database itself lists them. */
export async function referencesToUsers(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select kcu.table_name as "table", kcu.column_name as "column"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
        and ccu.table_name = 'users'
      order by 1, 2`),
  );
  return rows.map((row) => `${row.table}.${row.column}`);
}

/** How many rows of `table` have exactly `value` in `column`. */
export async function countWhere(db: Db, reference: string, value: string): Promise<number> {
  const [table, column] = reference.split(".") as [string, string];
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text = ${value}`,
    ),
  );
  return row?.n ?? 0;
}

/**
 * "table.column: value (rows)" for every table whose id, text or JSON column holds one of
 * `values` (an account id, a profile id, an address …) in any row: what is left of a person. One
 * scan per table.
 */
export async function tracesOf(db: Db, values: string[]): Promise<string[]> {
  const byTable = new Map<string, string[]>();
  for (const { table, column } of await textualColumns(db)) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const found: string[] = [];
  for (const [table, columns] of byTable) {
    const cells = columns.flatMap((column) => values.map((value) => ({ column, value })));
    const counts = sql.join(
      cells.map(
        ({ column, value }, i) =>
          sql`count(*) filter (where strpos(${sql.identifier(column)}::text, ${value}) > 0)::int as ${sql.identifier(`c${i}`)}`,
      ),
      sql`, `,
    );
    const [row] = rowsOf<Record<string, number>>(
      await db.execute(sql`select ${counts} from ${sql.identifier(table)}`),
    );
    cells.forEach(({ column, value }, i) => {
      const n = row?.[`c${i}`] ?? 0;
      if (n > 0) found.push(`${table}.${column}: ${value} (${n})`);
    });
  }
  return found;
}

/** Every file under a folder (recursively), as paths relative to it; none when it is absent. */
export function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names.filter((name) => statSync(path.join(dir, name)).isFile());
}
