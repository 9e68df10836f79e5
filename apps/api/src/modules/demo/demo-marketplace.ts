import { ROUTES } from "@lineup/shared";
import { and, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "@api/app-context";
import { demoAgent } from "./demo-agent";
import { demoAthletes } from "./demo-athletes";
import { demoBusiness, demoIndividual } from "./demo-buyers";
import { demoCrowd } from "./demo-crowd";
import { demoOffers } from "./demo-offers";
import { demoOperator } from "./demo-operator";
import { DEMO_PASSWORD } from "./demo-people";
import { DemoRun } from "./demo-run";
import type { DemoSeeder } from "./demo-seeder";

/**
 * Everyone in the demo marketplace, in the order they are created (the agent links to an
 * athlete, so athletes come first; the operator, who decides on the others, last).
 * docs/decisions/0080.
 */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  demoAthletes,
  demoBusiness,
  demoIndividual,
  demoAgent,
  demoOperator,
];

export interface DemoOutcome {
  /** The one query found nothing missing, so nothing else ran. */
  complete: boolean;
  /** Accounts this start created: all of them the first time, none after. */
  created: number;
  ms: number;
  /** Milliseconds by kind of step: hash, pictures. */
  spent: Record<string, number>;
}

/**
 * DEMO_DATA: makes sure the demo marketplace exists, creating only what is missing. It touches
 * no account outside the demo domain, so it is safe on a database that real people use.
 */
export async function ensureDemoMarketplace(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<DemoOutcome> {
  const started = performance.now();
  const run = new DemoRun(ctx, log);
  let complete = false;
  try {
    complete = await settled(ctx);
    if (!complete) {
      for (const seeder of DEMO_SEEDERS) await seeder.ensure(run);
      await demoCrowd.ensure(run);
      await demoOffers.ensure(run);
    }
  } catch (error) {
    throw new Error("preparing the demo marketplace failed (DEMO_DATA=off starts without it)", {
      cause: error,
    });
  }
  const outcome = {
    complete,
    created: run.created,
    ms: Math.round(performance.now() - started),
    spent: run.spent,
  };
  log.info(outcome, "demo marketplace ready");
  return outcome;
}

/** Whether every seeder would find nothing to do: one query. */
async function settled(ctx: AppContext): Promise<boolean> {
  const all = and(
    ...DEMO_SEEDERS.map((seeder) => seeder.settled),
    demoCrowd.settled,
    demoOffers.settled,
  )!;
  // Both drivers answer `{ rows }` (node-postgres and PGlite); Db's common type cannot say so.
  const result = (await ctx.db.execute(sql`select ${all} as settled`)) as {
    rows: { settled: boolean }[];
  };
  return result.rows[0]?.settled === true;
}

/**
 * The block the start prints: where to sign in, one address per role (with what else it takes:
 * the operator's code), and the password.
 */
export function demoSignInBlock(appUrl: string): string {
  const width = Math.max(...DEMO_SEEDERS.map((seeder) => seeder.signIn.role.length));
  const indent = " ".repeat(width + 4);
  return [
    `Demo marketplace: sign in at ${appUrl}${ROUTES.login} as …`,
    ...DEMO_SEEDERS.flatMap(({ signIn }) => [
      `  ${signIn.role.padEnd(width)}  ${signIn.email}`,
      ...(signIn.notes ?? []).map((note) => `${indent}${note}`),
    ]),
    `  with the password ${DEMO_PASSWORD}   (DEMO_DATA=off starts without the demo)`,
  ].join("\n");
}
