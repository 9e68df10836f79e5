import {
  ERROR_CODES,
  MESSAGES,
  type OAuthProvider,
  type oauthSignUpBodySchema,
} from "@lineup/shared";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { AppError } from "@api/lib/app-error";
import {
  claimUnconfirmedAccount,
  createSession,
  discardUnconfirmedUser,
  emailTaken,
  findLinkedUserId,
  findUserById,
  insertUser,
  linkIdentity,
  markIdentityVerified,
  newUserValues,
  queueConfirmationEmail,
  type User,
} from "@api/identity";
import { attachInvitation } from "../invitations";
import { useHandoff, verifiedOwnerOf, type HandoffPayload } from "./oauth-service";

/** The provider identity a hand-off names. */
const identityOf = (payload: HandoffPayload) => ({
  provider: payload.provider,
  subject: payload.subject,
  email: payload.email,
  emailVerified: payload.email !== null && payload.emailVerified,
});

/** The provider verified exactly this address (DESIGN.md "Identity"). */
const vouchesFor = (payload: HandoffPayload, email: string) =>
  payload.emailVerified && payload.email === email;

/**
 * What a verified address matching an unconfirmed account does: a sign-in claims the account clean,
 * a sign-up drops it and starts a fresh one from the form (docs/decisions/0060).
 */
type UnconfirmedOwner = "claim" | "discard";

/**
 * The confirmed account this hand-off signs into, or undefined when there is none. Only our link or
 * a provider that verified the account's exact address confirms it; an identity that did not is
 * refused while its account waits for the link, and is never linked to an unconfirmed account.
 */
async function accountFor(
  tx: Db,
  ctx: AppContext,
  payload: HandoffPayload,
  unconfirmedOwner: UnconfirmedOwner,
): Promise<User | undefined> {
  // Read now, not at the callback: a reset or a claim may have unlinked the identity since.
  const linkedId = await findLinkedUserId(tx, payload.provider, payload.subject);
  const linked = linkedId ? await findUserById(tx, linkedId) : undefined;
  if (linked) {
    if (linked.emailConfirmedAt) return linked;
    if (!vouchesFor(payload, linked.email)) {
      throw new AppError(ERROR_CODES.emailNotConfirmed, MESSAGES.emailNotConfirmed);
    }
    await markIdentityVerified(tx, payload, linked.email);
    return claimUnconfirmedAccount(tx, linked, ctx.clock());
  }
  const owner = await verifiedOwnerOf(tx, payload);
  if (!owner) return undefined;
  if (!owner.emailConfirmedAt && unconfirmedOwner === "discard") {
    await discardUnconfirmedUser(tx, owner.id);
    return undefined;
  }
  await linkIdentity(tx, identityOf(payload), owner.id);
  return owner.emailConfirmedAt ? owner : claimUnconfirmedAccount(tx, owner, ctx.clock());
}

export interface OAuthResult {
  user: User;
  session: string | null;
}

/** Sign-in with a hand-off token: a linked identity, or an account its verified e-mail matches. */
export async function signInOAuth(
  ctx: AppContext,
  provider: OAuthProvider,
  token: string,
  binding: string | undefined,
): Promise<{ user: User; session: string }> {
  return ctx.db.transaction(async (tx) => {
    const payload = await useHandoff(tx, ctx, provider, token, binding);
    const user = await accountFor(tx, ctx, payload, "claim");
    if (!user) throw new AppError(ERROR_CODES.notFound, MESSAGES.oauthAccountMissing);
    return { user, session: await createSession(tx, user.id, ctx.clock()) };
  });
}

type OAuthSignUp = z.output<typeof oauthSignUpBodySchema>;

/**
 * Sign-up with a hand-off token. The provider's verified e-mail is confirmed at once; an e-mail the
 * provider did not verify, or one the person typed (the provider gave none), only by our link.
 */
export async function signUpOAuth(
  ctx: AppContext,
  body: OAuthSignUp,
  binding: string | undefined,
): Promise<OAuthResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const payload = await useHandoff(tx, ctx, body.provider, body.oauthToken, binding);
    // Signing up again with a provider that already vouches for an account signs in.
    const known = await accountFor(tx, ctx, payload, "discard");
    if (known) return { user: known, session: await createSession(tx, known.id, ctx.clock()) };
    const email = payload.email ?? body.email;
    if (!email) {
      throw new AppError(ERROR_CODES.validation, MESSAGES.enterEmail, {
        email: MESSAGES.enterEmail,
      });
    }
    const identity = identityOf(payload);
    const user = await insertUser(tx, {
      ...newUserValues(body, email),
      emailConfirmedAt: identity.emailVerified ? ctx.clock() : null,
    });
    if (!user) throw emailTaken();
    await linkIdentity(tx, identity, user.id);
    if (body.inviteId) await attachInvitation(ctx, tx, user, body.inviteId);
    if (!identity.emailVerified) {
      await queueConfirmationEmail(ctx, tx, user);
      return { user, session: null };
    }
    return { user, session: await createSession(tx, user.id, ctx.clock()) };
  });
  if (!result.session) ctx.outbox.nudge();
  return result;
}
