import { ROUTES } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { issueToken } from "@api/identity";

/**
 * A guardian has no account (issue 25, decision 0088): each link they get carries a single-use
 * token stored hashed, bound to the athlete's account, as DESIGN.md's token rules say.
 */

/** The link to withdraw consent, put in every e-mail to a guardian. */
export async function guardianWithdrawUrl(
  ctx: AppContext,
  db: Db,
  athleteUserId: string,
): Promise<string> {
  const token = await issueToken(db, "guardian_withdraw", ctx.clock(), athleteUserId);
  return `${ctx.config.appUrl}${ROUTES.guardianWithdraw}/${token}`;
}
