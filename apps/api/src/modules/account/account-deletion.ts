import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { eraseUser, type User } from "@api/identity";
import { forgetInvitee } from "../invitations";
import { removeMediaOf } from "../media";
import { lockProfilesOf } from "../profiles";
import { proveItIsThem } from "./account-proof";

/**
 * Deletes the account for good (docs/decisions/0072). Proved by the password, or a recent provider
 * sign-in. The rows go in one transaction: the profile is locked first, so an upload in flight
 * either lands before (and its file is among those deleted) or finds the profile gone; every
 * other row that names the person goes with the account (see eraseUser), and the last e-mail is
 * queued with it. The files go after the commit: a failure is logged with its key, never undone.
 */
export async function deleteAccount(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  password: string | undefined,
): Promise<void> {
  // Removing an operator is the console's, which never removes the last one (decision 0079).
  if (user.role === "operator") {
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.operatorCannotDeleteSelf);
  }
  await proveItIsThem(ctx, request, user, password);
  await eraseAccount(ctx, user, request.log, { farewell: true });
}

/**
 * The erasure itself: rows in one transaction, then the files. `farewell` queues the last e-mail
 * ("your account is deleted"); an athlete under 13 is refused without one, so nothing addressed
 * to the child is kept (issue 25, decision 0088).
 */
async function eraseAccount(
  ctx: AppContext,
  user: User,
  log: FastifyBaseLogger,
  options: { farewell: boolean },
): Promise<void> {
  const { keys, folders } = await ctx.db.transaction(async (tx) => {
    const profileIds = await lockProfilesOf(tx, user.id);
    const removed = await removeMediaOf(tx, profileIds);
    await forgetInvitee(tx, user.id);
    await eraseUser(tx, user, options);
    return { keys: removed, folders: profileIds };
  });
  if (options.farewell) ctx.outbox.nudge();
  await removeFiles(ctx, keys, folders, log);
}

/** An athlete under 13 (issue 25): the account is erased as the refusal's answer. */
export const eraseTooYoungAccount = (ctx: AppContext, user: User, log: FastifyBaseLogger) =>
  eraseAccount(ctx, user, log, { farewell: false });

async function removeFiles(
  ctx: AppContext,
  keys: string[],
  folders: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const attempt = (what: string, work: () => Promise<void>) =>
    work().catch((error: unknown) =>
      log.error({ err: error, storageKey: what }, "a deleted account's file was not removed"),
    );
  for (const key of keys) await attempt(key, () => ctx.storage.delete(key));
  // Also whatever a crash left in the profile's folder without a row.
  for (const folder of folders) await attempt(`${folder}/`, () => ctx.storage.deleteFolder(folder));
}
