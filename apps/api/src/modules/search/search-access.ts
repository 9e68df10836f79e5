import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "@api/lib/app-error";
import { isClosedToMinors } from "./closed-category";
import type { Viewer } from "./search-repository";

/**
 * preHandler after requireUser (401 when signed out; an operator's session that did not prove the
 * second factor is refused there): an approved business, individual or agent, or an operator,
 * may search and read public profiles. Athletes and anyone not approved get 403 with a reason.
 */
export async function approvedSearcher(request: FastifyRequest): Promise<void> {
  const user = request.user!;
  if (user.role === "operator") return;
  if (user.role === "athlete") {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.searchNotForAthletes);
  }
  if (user.status !== "approved") {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.searchNotApproved);
  }
}

/** The signed-in searcher, with whether their business is of a category closed to minors. */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.user!;
  const closedToMinors = isClosedToMinors(user);
  return { userId: user.id, role: user.role, closedToMinors };
}
