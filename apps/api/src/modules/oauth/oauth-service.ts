import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type OAuthHandoff,
  type OAuthProvider,
  type oauthSignUpBodySchema,
} from "@lineup/shared";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { AppError } from "@api/lib/app-error";
import {
  emailTaken,
  findLinkedUserId,
  linkIdentity,
  newUserValues,
  queueConfirmationEmail,
  consumeToken,
  issueToken,
  peekToken,
  createSession,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  type User,
} from "@api/identity";
import { attachInvitation } from "../invitations";
import type { OAuthProviderClient, ProviderProfile } from "./oauth-provider";

interface StatePayload {
  provider: OAuthProvider;
  role: string;
  verifier: string | null;
}
interface HandoffPayload extends ProviderProfile {
  provider: OAuthProvider;
}

const invalidHandoff = () => new AppError(ERROR_CODES.invalidToken, MESSAGES.invalidOauthLink);

/** Leaving for the provider: a state bound to this browser, carrying the chosen role. */
export async function startOAuth(
  ctx: AppContext,
  provider: OAuthProviderClient,
  role: string,
): Promise<{ url: string; state: string }> {
  const verifier = provider.newVerifier();
  const payload: StatePayload = { provider: provider.name, role, verifier };
  const state = await issueToken(ctx.db, "oauth_state", ctx.clock(), null, payload);
  return { url: provider.authorizationUrl(state, verifier), state };
}

/**
 * Back from the provider: exchange the code, read the person, and hand a one-time token to the
 * web app (never the provider's tokens). Returns the web path to redirect to.
 */
export async function finishOAuth(
  ctx: AppContext,
  provider: OAuthProviderClient,
  code: string,
  state: string,
): Promise<string> {
  const used = await consumeToken(ctx.db, state, "oauth_state", ctx.clock());
  const saved = used?.payload as StatePayload | undefined;
  if (!saved || saved.provider !== provider.name) throw invalidHandoff();
  const profile = await provider.fetchProfile(code, saved.verifier);
  const linkedUserId = await findLinkedUserId(ctx.db, provider.name, profile.subject);
  const payload: HandoffPayload = { provider: provider.name, ...profile };
  const token = await issueToken(
    ctx.db,
    "oauth_handoff",
    ctx.clock(),
    linkedUserId ?? null,
    payload,
  );
  const query = new URLSearchParams({ provider: provider.name, token, role: saved.role });
  return `${ROUTES.oauthRedirect}?${query.toString()}`;
}

/** The pre-fill of the join form, without using the token up. */
export async function describeHandoff(ctx: AppContext, token: string): Promise<OAuthHandoff> {
  const row = await peekToken(ctx.db, token, "oauth_handoff", ctx.clock());
  if (!row) throw invalidHandoff();
  const payload = row.payload as HandoffPayload;
  const existing = row.userId ? true : await linkableUser(ctx.db, payload).then(Boolean);
  return {
    provider: payload.provider,
    email: payload.email,
    firstName: payload.firstName,
    lastName: payload.lastName,
    accountExists: existing,
  };
}

/** An existing account this provider identity may join: same address, verified by the provider. */
async function linkableUser(db: Db, payload: HandoffPayload): Promise<User | undefined> {
  if (!payload.email || !payload.emailVerified) return undefined;
  return findUserByEmail(db, payload.email);
}

/** The provider identity a hand-off names. */
const identityOf = (payload: HandoffPayload) => ({
  provider: payload.provider,
  subject: payload.subject,
  email: payload.email,
});

export interface OAuthResult {
  user: User;
  session: string | null;
}

/** Sign-in with a hand-off token: a linked identity, or an account its verified e-mail matches. */
export async function signInOAuth(
  ctx: AppContext,
  provider: OAuthProvider,
  token: string,
): Promise<{ user: User; session: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "oauth_handoff", ctx.clock());
    const payload = row?.payload as HandoffPayload | undefined;
    if (!row || payload?.provider !== provider) throw invalidHandoff();
    let user = row.userId ? await findUserById(tx, row.userId) : await linkableUser(tx, payload);
    if (!user) throw new AppError(ERROR_CODES.notFound, MESSAGES.oauthAccountMissing);
    await linkIdentity(tx, identityOf(payload), user.id);
    if (!user.emailConfirmedAt) user = await markEmailConfirmed(tx, user.id, ctx.clock());
    return { user, session: await createSession(tx, user.id, ctx.clock()) };
  });
}

type OAuthSignUp = z.output<typeof oauthSignUpBodySchema>;

/**
 * Sign-up with a hand-off token. The provider's verified e-mail is confirmed at once; an e-mail the
 * person typed (the provider gave none) is confirmed by the usual e-mailed link.
 */
export async function signUpOAuth(ctx: AppContext, body: OAuthSignUp): Promise<OAuthResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, body.oauthToken, "oauth_handoff", ctx.clock());
    const payload = row?.payload as HandoffPayload | undefined;
    if (!row || payload?.provider !== body.provider) throw invalidHandoff();
    const known = row.userId ? await findUserById(tx, row.userId) : await linkableUser(tx, payload);
    if (known) {
      // Signing up again with a provider that already vouches for this account signs in.
      await linkIdentity(tx, identityOf(payload), known.id);
      const user = known.emailConfirmedAt
        ? known
        : await markEmailConfirmed(tx, known.id, ctx.clock());
      return { user, session: await createSession(tx, user.id, ctx.clock()) };
    }
    const email = payload.email ?? body.email;
    if (!email) {
      throw new AppError(ERROR_CODES.validation, MESSAGES.enterEmail, {
        email: MESSAGES.enterEmail,
      });
    }
    const verified = payload.email !== null && payload.emailVerified;
    const user = await insertUser(tx, {
      ...newUserValues(body, email),
      emailConfirmedAt: verified ? ctx.clock() : null,
    });
    if (!user) throw emailTaken();
    await linkIdentity(tx, identityOf(payload), user.id);
    if (body.inviteId) await attachInvitation(ctx, tx, user, body.inviteId);
    if (!verified) {
      await queueConfirmationEmail(ctx, tx, user);
      return { user, session: null };
    }
    return { user, session: await createSession(tx, user.id, ctx.clock()) };
  });
  if (!result.session) ctx.outbox.nudge();
  return result;
}
