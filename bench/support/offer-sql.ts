// The SQL of the offers figure's steady state, taken from the API's own code (never copied by
// hand), and a pgbench script that runs it for 50 clients on 50 offers of their own: the
// database's own limit for the same work (DESIGN.md budgets, docs/decisions/0084).
import { drizzle } from "drizzle-orm/node-postgres";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../../apps/api/src/db/client";
import * as schema from "../../apps/api/src/db/schema";

/**
 * offer-actions.ts's `actOnOffer`, loaded when run: its module graph (the identity layer, the
 * Fastify plugins' types) is typechecked with apps/api, not with the bench's project.
 */
type ActOnOffer = (
  ctx: unknown,
  user: typeof schema.users.$inferSelect,
  offerId: string,
  body: { action: "counter"; amount: number },
) => Promise<unknown>;
const OFFER_ACTIONS = "../../apps/api/src/modules/offers/offer-actions";

/** One pgbench client's offer and the people around it (a row of `bench_offer_slots`). */
export interface OfferSlot {
  offerId: string;
  buyerId: string;
  athleteProfileId: string;
  athleteUserId: string;
  serviceId: string;
  minimumCents: number;
}

/** The advisory lock's key of a pair, as offer-limits.ts builds it. */
const lockKey = (slot: OfferSlot) => `offer:${slot.buyerId}:${slot.athleteProfileId}`;

/** A bound parameter as a SQL literal; a slot's value as the pgbench variable that holds it. */
function literal(value: unknown, variables: Map<string, string>): string {
  if (value === null) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  const variable = variables.get(text);
  return variable ? `':${variable}'` : `'${text.replaceAll("'", "''")}'`;
}

/**
 * Every statement of one cycle of two transitions as the API runs them, session check aside: the
 * athlete counters (pending → countered), the buyer counters back (countered → pending), each
 * through `actOnOffer` itself (the read, the transaction, the answer's reads) on a connection that
 * records. One cycle runs unrecorded first, so the hour's e-mail marks exist, as in the steady
 * state of the HTTP figure. The slot's ids become pgbench variables.
 */
export async function offerCycleStatements(
  databaseUrl: string,
  slot: OfferSlot,
): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const statements: string[] = [];
  const variables = new Map([
    [slot.offerId, "offer"],
    [slot.buyerId, "buyer"],
    [slot.athleteProfileId, "athlete"],
    [slot.athleteUserId, "athlete_user"],
    [slot.serviceId, "service"],
    [lockKey(slot), "lock_key"],
  ]);
  let recording = false;
  try {
    const db = drizzle(pool, {
      schema,
      logger: {
        logQuery: (sql, params) => {
          if (!recording) return;
          const inlined = sql.replace(/\$(\d+)\b/g, (_, n: string) =>
            literal(params[Number(n) - 1], variables),
          );
          statements.push(inlined);
        },
      },
    }) as unknown as Db;
    const userOf = async (id: string) =>
      (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
    const [buyer, athlete] = [await userOf(slot.buyerId), await userOf(slot.athleteUserId)];
    const ctx = {
      db,
      clock: () => new Date(),
      config: { appUrl: "http://127.0.0.1" },
      // Nobody's page is open in the HTTP figure either: the e-mail path runs.
      liveEvents: { isListening: async () => false, publish: () => undefined },
      outbox: { nudge: () => undefined },
    };
    const { actOnOffer } = (await import(OFFER_ACTIONS)) as { actOnOffer: ActOnOffer };
    const amount = slot.minimumCents / 100;
    const cycle = async () => {
      await actOnOffer(ctx, athlete, slot.offerId, { action: "counter", amount: amount + 100 });
      await actOnOffer(ctx, buyer, slot.offerId, { action: "counter", amount: amount + 50 });
    };
    await cycle();
    recording = true;
    await cycle();
  } finally {
    await pool.end();
  }
  return statements.map(freshTokenHashes);
}

const TOKEN_INSERT = /^insert into "one_time_tokens"/i;
const SHA256_LITERAL = /'[0-9a-f]{64}'/g;

/**
 * A counter on a minor's offer e-mails the guardian a link (guardian-notify.ts): its token's hash
 * is the table's key, so each run of the script makes a hash of its own, as the API makes a token.
 */
function freshTokenHashes(statement: string): string {
  if (!TOKEN_INSERT.test(statement)) return statement;
  return statement.replace(SHA256_LITERAL, "encode(sha256(gen_random_uuid()::text::bytea), 'hex')");
}

/** The table the script reads each client's slot from, once per client (its first run). */
export async function writeSlots(databaseUrl: string, slots: OfferSlot[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create table bench_offer_slots (n int primary key, offer uuid,
      buyer uuid, athlete uuid, athlete_user uuid, service uuid, lock_key text)`);
    for (const [n, slot] of slots.entries()) {
      await client.query(`insert into bench_offer_slots values ($1, $2, $3, $4, $5, $6, $7)`, [
        n,
        slot.offerId,
        slot.buyerId,
        slot.athleteProfileId,
        slot.athleteUserId,
        slot.serviceId,
        lockKey(slot),
      ]);
    }
  } finally {
    await client.end();
  }
}

/** The pgbench script: a client's slot into its variables on its first run, then the cycle. */
export const cycleScript = (statements: string[]): string =>
  [
    "\\if :loaded = 0",
    "select offer, buyer, athlete, athlete_user, service, lock_key from bench_offer_slots where n = :client_id \\gset",
    "\\set loaded 1",
    "\\endif",
    ...statements.map((statement) => `${statement};`),
  ].join("\n") + "\n";
