import type { SQL } from "drizzle-orm";
import type { DemoRun } from "./demo-run";

/**
 * One kind of demo account. The marketplace is the list of seeders in demo-marketplace.ts: a new
 * kind is one more file like demo-buyers.ts (or demo-operator.ts) and one more entry in that
 * list, and the printed sign-ins follow from it.
 */
export interface DemoSeeder {
  /** The line printed at start: who this is and the address to sign in with. */
  signIn: { role: string; email: string; notes?: string[] };
  /** True when `ensure` would find nothing to do (built with demo-settled.ts). */
  settled: SQL;
  /** Creates what is missing of these accounts; touches nothing else. */
  ensure(run: DemoRun): Promise<void>;
}
