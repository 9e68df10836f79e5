import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { onRequestAsyncHookHandler } from "fastify";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { currentSession } from "@api/identity";

/**
 * onRequest of every console call: an operator whose session was started by proving the second
 * factor, or the same 404 an unknown address gets (the console is not advertised). It runs before
 * the body is read or validated, so nothing about the call differs for anyone else.
 */
export function operatorOnly(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const session = await currentSession(ctx, request);
    if (!session || session.user.role !== "operator" || !session.factorVerified) {
      throw new AppError(ERROR_CODES.notFound, MESSAGES.routeNotFound);
    }
    request.user = session.user;
  };
}

/** An operator's name as the audit log keeps it: first and last name, else the address. */
export const operatorName = (user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

/** An account's name as the console shows it: the business name or the person's name. */
export const accountName = (user: {
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  email: string;
}) =>
  user.businessName ?? ([user.firstName, user.lastName].filter(Boolean).join(" ") || user.email);
