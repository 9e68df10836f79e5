import { ERROR_CODES, MESSAGES, ROUTES } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { AppError } from "@api/lib/app-error";
import { enqueueEmail } from "@api/mail/outbox";
import { representationRequestEmail } from "@api/mail/templates";
import type { User } from "@api/identity";
import {
  emailedRecently,
  endCurrent,
  findRequest,
  insertRequest,
  markEmailed,
  openRequest,
  transition,
  type RepresentationRequest,
} from "./representation-repository";

/** A person's name as the other side sees it: never their e-mail, which waits for acceptance. */
export const publicNameOf = (user: Pick<User, "firstName" | "lastName" | "businessName">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") ||
  user.businessName ||
  "A Lineup member";

/**
 * One side asks the other (athlete ↔ agent) and the other is e-mailed a link to
 * /representation, at most once per address per 24 h. A request already waiting, or the link
 * itself, makes this a no-op; a request the other side made already is accepted, since both now
 * want it. Answers whether an e-mail was queued.
 */
export async function requestRepresentation(
  ctx: AppContext,
  tx: Db,
  parties: { athlete: User; agent: User; by: "athlete" | "agent"; sentTo: string },
): Promise<boolean> {
  const { athlete, agent, by, sentTo } = parties;
  const now = ctx.clock();
  const open = await openRequest(tx, athlete.id, agent.id);
  if (open?.status === "pending" && open.requestedBy !== by) {
    await endCurrent(tx, athlete.id, now);
    await transition(tx, open.id, "pending", "accepted", now);
    return false;
  }
  if (open) return false;
  const request = await insertRequest(tx, {
    athleteId: athlete.id,
    agentId: agent.id,
    requestedBy: by,
    sentTo,
  });
  const [requester, recipient] = by === "agent" ? [agent, athlete] : [athlete, agent];
  if (await emailedRecently(tx, recipient.email, now)) return false;
  const url = `${ctx.config.appUrl}${ROUTES.representation}`;
  await enqueueEmail(
    tx,
    "representation_request",
    recipient.email,
    representationRequestEmail(recipient.firstName, publicNameOf(requester), by === "agent", url),
  );
  await markEmailed(tx, request.id, now);
  return true;
}

const missing = () => new AppError(ERROR_CODES.notFound, MESSAGES.representationMissing);

/** The request, if `user` is one of its two sides; otherwise 404 (its existence is private). */
async function requestOf(ctx: AppContext, user: User, id: string): Promise<RepresentationRequest> {
  const request = await findRequest(ctx.db, id);
  if (!request || (request.athleteId !== user.id && request.agentId !== user.id)) throw missing();
  return request;
}

const isRecipient = (user: User, request: RepresentationRequest) =>
  request.requestedBy === "athlete" ? request.agentId === user.id : request.athleteId === user.id;

/** POST /api/representation/{id}/accept|decline: only the side that was asked answers. */
export async function answerRequest(
  ctx: AppContext,
  user: User,
  id: string,
  answer: "accept" | "decline",
): Promise<void> {
  const request = await requestOf(ctx, user, id);
  if (!isRecipient(user, request)) throw missing();
  if (request.status !== "pending") {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.representationDecided);
  }
  const decided = () => new AppError(ERROR_CODES.conflict, MESSAGES.representationDecided);
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      if (answer === "accept") await endCurrent(tx, request.athleteId, now);
      const to = answer === "accept" ? "accepted" : "declined";
      if (!(await transition(tx, id, "pending", to, now))) throw decided();
    });
  } catch (error) {
    // Two agents accepted for one athlete at the same instant: the one-agent index refused one.
    if (isUniqueViolation(error)) throw decided();
    throw error;
  }
}

/** SQLSTATE 23505, on the driver's error or the one Drizzle wrapped it in. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== "object") return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === "23505") return true;
    current = cause;
  }
  return false;
}

/**
 * DELETE /api/representation/{id}: either side ends a link; the requester withdraws a request
 * still waiting (the other side declines it instead).
 */
export async function endRepresentation(ctx: AppContext, user: User, id: string): Promise<void> {
  const request = await requestOf(ctx, user, id);
  const now = ctx.clock();
  if (request.status === "accepted") {
    if (await transition(ctx.db, id, "accepted", "ended", now)) return;
  } else if (request.status === "pending" && !isRecipient(user, request)) {
    if (await transition(ctx.db, id, "pending", "withdrawn", now)) return;
  }
  throw missing();
}
