import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { IdentityContext } from "./identity-context";
import { AppError } from "../lib/app-error";
import { findSessionUser } from "./sessions";
import type { User } from "./users";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person, set by requireUser. */
    user: User | null;
  }
}

/** The signed-in person of this request, or null; reads the session cookie once. */
export async function currentUser(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<User | null> {
  const token = ctx.sessionCookie.read(request);
  if (!token) return null;
  return (await findSessionUser(ctx.db, token, ctx.clock())) ?? null;
}

/** preHandler: 401 unless a live session names the caller; sets request.user. */
export function requireUser(ctx: IdentityContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await currentUser(ctx, request);
    if (!user) throw new AppError(ERROR_CODES.unauthorized, MESSAGES.notSignedIn);
    request.user = user;
  };
}
