import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { IdentityContext } from "./identity-context";
import { AppError } from "../lib/app-error";
import { originOf } from "./session-origin";
import { findSession, touchSession, type LiveSession } from "./sessions";
import type { User } from "./users";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person, set by requireUser. */
    user: User | null;
    /** The database's search version read with the session, set by requireUser (sessions.ts). */
    searchVersion: number;
  }
}

/**
 * The signed-in person of this request, or null; reads the session cookie once. A use moves the
 * session's idle clock (at most every few minutes) and records where it was used.
 */
export async function currentUser(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<User | null> {
  return (await currentSession(ctx, request))?.user ?? null;
}

/**
 * The signed-in person and whether this session was started by proving a second factor (what
 * operator calls need, docs/decisions/0079), or null; moves the idle clock as currentUser does.
 */
export async function currentSession(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<Pick<LiveSession, "user" | "factorVerified" | "searchVersion"> | null> {
  const token = ctx.sessionCookie.read(request);
  if (!token) return null;
  const now = ctx.clock();
  const session = await findSession(ctx.db, token, now, ctx.sessionMemory);
  if (!session) return null;
  await touchSession(ctx.db, session, now, originOf(request));
  return session;
}

/**
 * preHandler: 401 unless a live session names the caller; sets request.user. An operator's session
 * not started with a second-factor code (the one an operator invitation's acceptance starts) is
 * refused (403) everywhere but where `enrolment` allows it: reading and enrolling TOTP and the
 * caller's own record (docs/decisions/0079).
 */
export function requireUser(
  ctx: IdentityContext,
  options: { enrolment?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const session = await currentSession(ctx, request);
    if (!session) throw new AppError(ERROR_CODES.unauthorized, MESSAGES.notSignedIn);
    if (session.user.role === "operator" && !session.factorVerified && !options.enrolment) {
      throw new AppError(ERROR_CODES.forbidden, MESSAGES.operatorEnrolFirst);
    }
    request.user = session.user;
    request.searchVersion = session.searchVersion;
  };
}
