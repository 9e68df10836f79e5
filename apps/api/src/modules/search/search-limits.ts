import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "@api/app-context";
import { limitHook, type Limit } from "@api/lib/rate-limits";

const WINDOW = 10 * 60_000;
/** An office, a campus or a phone carrier puts several buyers behind one address. */
const PEOPLE_PER_IP = 5;

type Kind = "searches" | "profileViews";

/**
 * Talent search against scraping (docs/decisions/0082): per signed-in account and per IP, in the
 * shared rate-limit store (Redis when REDIS_URL is set), 429 with Retry-After when crossed. The
 * per-IP count runs before the session is read, so calls without one count too; the per-account
 * count runs after the access check, so it counts only the people who may search.
 */
export function searchLimits(app: FastifyInstance, ctx: AppContext, kind: Kind) {
  const perAccount: Limit = { max: ctx.config.searchRateLimits[kind], window: WINDOW };
  const perIp: Limit = { max: perAccount.max * PEOPLE_PER_IP, window: WINDOW };
  return {
    ip: limitHook(app, [{ limit: perIp, key: (r) => `search:${kind}:ip:${r.ip}` }]),
    account: limitHook(app, [
      { limit: perAccount, key: (r: FastifyRequest) => `search:${kind}:user:${r.user?.id ?? ""}` },
    ]),
  };
}
