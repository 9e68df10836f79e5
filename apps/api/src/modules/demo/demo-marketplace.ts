import { ROUTES } from "@lineup/shared";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "@api/app-context";
import { demoAgent } from "./demo-agent";
import { demoAthletes } from "./demo-athletes";
import { demoBusiness, demoIndividual } from "./demo-buyers";
import { DEMO_PASSWORD } from "./demo-people";
import { DemoRun } from "./demo-run";
import type { DemoSeeder } from "./demo-seeder";

/**
 * Everyone in the demo marketplace, in the order they are created (the agent links to an
 * athlete, so athletes come first). The operator joins here, as one more seeder, once the
 * operator role exists (docs/decisions/0080).
 */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  demoAthletes,
  demoBusiness,
  demoIndividual,
  demoAgent,
];

export interface DemoOutcome {
  /** Accounts this start created: all of them the first time, none after. */
  created: number;
  ms: number;
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
  try {
    for (const seeder of DEMO_SEEDERS) await seeder.ensure(run);
  } catch (error) {
    throw new Error("preparing the demo marketplace failed (DEMO_DATA=off starts without it)", {
      cause: error,
    });
  }
  const outcome = { created: run.created, ms: Math.round(performance.now() - started) };
  log.info(outcome, "demo marketplace ready");
  return outcome;
}

/** The block the start prints: where to sign in, one address per role, and the password. */
export function demoSignInBlock(appUrl: string): string {
  const width = Math.max(...DEMO_SEEDERS.map((seeder) => seeder.signIn.role.length));
  return [
    `Demo marketplace: sign in at ${appUrl}${ROUTES.login} as …`,
    ...DEMO_SEEDERS.map(({ signIn }) => `  ${signIn.role.padEnd(width)}  ${signIn.email}`),
    `  with the password ${DEMO_PASSWORD}   (DEMO_DATA=off starts without the demo)`,
  ].join("\n");
}
