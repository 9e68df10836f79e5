import { findUserByEmail } from "@api/identity";
import { admitOperator } from "../operators";
import { enableTotpWithSecret, otpauthUrl } from "../security";
import { DEMO_OPERATOR } from "./demo-people";
import type { DemoSeeder } from "./demo-seeder";
import { operatorSettled } from "./demo-settled";

/**
 * The operator: made as an accepted operator invitation (modules/operators, the acceptance's own
 * path and audit row), then two-step verification on with the documented demo key, since the
 * console opens only to a session that passed a code. An operator that turned it off gets it
 * back; one that enrolled another key keeps it. An address held by anyone but an operator is
 * left alone.
 */
export const demoOperator: DemoSeeder = {
  signIn: {
    role: "Operator",
    email: DEMO_OPERATOR.email,
    notes: [
      `then a code: add the key ${DEMO_OPERATOR.totpSecret} to an authenticator app`,
      `(the same key as an address: ${otpauthUrl(DEMO_OPERATOR.totpSecret, DEMO_OPERATOR.email)})`,
    ],
  },
  settled: operatorSettled(DEMO_OPERATOR.email),
  async ensure(run) {
    const { ctx, log } = run;
    let operator = await findUserByEmail(ctx.db, DEMO_OPERATOR.email);
    if (operator && operator.role !== "operator") {
      log.warn(
        { email: operator.email },
        "demo marketplace: a non-operator account holds the demo operator's address; left alone",
      );
      return;
    }
    if (!operator) {
      const passwordHash = await run.passwordHash();
      operator = await admitOperator(ctx, DEMO_OPERATOR.email, {
        passwordHash,
        firstName: DEMO_OPERATOR.firstName,
        lastName: DEMO_OPERATOR.lastName,
      });
      run.created += 1;
    }
    await enableTotpWithSecret(ctx, operator.id, DEMO_OPERATOR.totpSecret);
  },
};
