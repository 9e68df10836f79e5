import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "@api/app-context";
import { addressOf, limitHook } from "@api/lib/rate-limits";

const userOf = (request: FastifyRequest) => request.user?.id ?? "";

/**
 * The settings routes' limits (DESIGN.md security): a route that checks a password counts like
 * sign-in, per IP before the session is read and per account after it (sign-in's per-pair hard
 * limit: only the account's own sessions reach it, so it locks out no one else, decision 0069);
 * the e-mail change counts like every e-mail sender, per IP, per account and per address it
 * writes to.
 */
export function accountLimits(app: FastifyInstance, ctx: AppContext) {
  const { signIn, emailSender, tokenUse } = ctx.rateLimits;
  return {
    passwordIp: (name: string) =>
      limitHook(app, [{ limit: signIn.ip, key: (r) => `${name}:ip:${r.ip}` }]),
    passwordAccount: (name: string) =>
      limitHook(app, [{ limit: signIn.attempts.pair, key: (r) => `${name}:user:${userOf(r)}` }]),
    mailIp: (name: string) =>
      limitHook(app, [{ limit: emailSender.ip, key: (r) => `${name}:ip:${r.ip}` }]),
    mailAccount: (name: string) =>
      limitHook(app, [
        { limit: emailSender.attempts.pair, key: (r) => `${name}:user:${userOf(r)}` },
        { limit: emailSender.attempts.pair, key: (r) => `${name}:address:${addressOf(r)}` },
      ]),
    tokenIp: (name: string) =>
      limitHook(app, [{ limit: tokenUse.ip, key: (r) => `${name}:ip:${r.ip}` }]),
  };
}
