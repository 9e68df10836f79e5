import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "@api/app-context";
import { operatorAccountRoutes } from "./operator-account-routes";
import { operatorOnly } from "./operator-guard";
import { operatorLimits } from "./operator-limits";
import { operatorAcceptRoute, operatorTeamRoutes } from "./operator-team-routes";

export { admitOperator, inviteConfiguredOperators } from "./operator-invitations";

/**
 * The operator console's API (issue 22, docs/decisions/0079): every call but the invitation's
 * acceptance sits behind one onRequest guard that answers 404 to anyone but an operator whose
 * session proved the second factor.
 */
export function operatorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(operatorAcceptRoute(ctx));
    await app.register(async (console) => {
      console.addHook("onRequest", operatorOnly(ctx));
      const limits = operatorLimits(console, ctx);
      await console.register(operatorAccountRoutes(ctx, limits));
      await console.register(operatorTeamRoutes(ctx, limits));
    });
  };
}
