import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "@api/app-context";
import { limitHook } from "@api/lib/rate-limits";

const userOf = (request: FastifyRequest) => request.user?.id ?? "";
const addressOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
};

/**
 * The settings routes' limits (DESIGN.md security): a route that checks a password counts like
 * sign-in, per IP before the session is read and per account after it; the e-mail change counts
 * like every e-mail sender, per IP, per account and per address it writes to.
 */
export function accountLimits(app: FastifyInstance, ctx: AppContext) {
  const { signIn, emailSender, tokenUse } = ctx.rateLimits;
  return {
    passwordIp: (name: string) =>
      limitHook(app, [{ limit: signIn.ip, key: (r) => `${name}:ip:${r.ip}` }]),
    passwordAccount: (name: string) =>
      limitHook(app, [{ limit: signIn.address, key: (r) => `${name}:user:${userOf(r)}` }]),
    mailIp: (name: string) =>
      limitHook(app, [{ limit: emailSender.ip, key: (r) => `${name}:ip:${r.ip}` }]),
    mailAccount: (name: string) =>
      limitHook(app, [
        { limit: emailSender.address, key: (r) => `${name}:user:${userOf(r)}` },
        { limit: emailSender.address, key: (r) => `${name}:address:${addressOf(r)}` },
      ]),
    tokenIp: (name: string) =>
      limitHook(app, [{ limit: tokenUse.ip, key: (r) => `${name}:ip:${r.ip}` }]),
  };
}
