import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type OAuthHandoff,
  type OAuthProvider,
} from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { AppError } from "@api/lib/app-error";
import {
  consumeToken,
  findLinkedUserId,
  findUserByEmail,
  issueToken,
  newToken,
  peekToken,
  type User,
} from "@api/identity";
import type { OAuthProviderClient, ProviderProfile } from "./oauth-provider";

interface StatePayload {
  provider: OAuthProvider;
  role: string;
  verifier: string | null;
}
export interface HandoffPayload extends ProviderProfile {
  provider: OAuthProvider;
}

export const invalidHandoff = () =>
  new AppError(ERROR_CODES.invalidToken, MESSAGES.invalidOauthLink);

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
 * web app (never the provider's tokens). The token works only with `binding`, which the route
 * puts in an HttpOnly cookie of the browser that came back (login CSRF, docs/decisions/0060).
 * Returns the web path to redirect to.
 */
export async function finishOAuth(
  ctx: AppContext,
  provider: OAuthProviderClient,
  callback: { code: string; state: string; iss: string | undefined },
  binding: string,
): Promise<string> {
  const used = await consumeToken(ctx.db, callback.state, "oauth_state", ctx.clock());
  const saved = used?.payload as StatePayload | undefined;
  if (!saved || saved.provider !== provider.name) throw invalidHandoff();
  if (!provider.acceptsIssuer(callback.iss)) throw new Error("the callback names another issuer");
  const profile = await provider.fetchProfile(callback.code, saved.verifier);
  const linkedUserId = await findLinkedUserId(ctx.db, provider.name, profile.subject);
  const payload: HandoffPayload = { provider: provider.name, ...profile };
  const token = await issueToken(
    ctx.db,
    "oauth_handoff",
    ctx.clock(),
    linkedUserId ?? null,
    payload,
    binding,
  );
  const query = new URLSearchParams({ provider: provider.name, token, role: saved.role });
  return `${ROUTES.oauthRedirect}?${query.toString()}`;
}

/** A fresh binding value for the hand-off cookie. */
export const newBinding = newToken;

/** The pre-fill of the join form, without using the token up; only in the browser it is bound to. */
export async function describeHandoff(
  ctx: AppContext,
  token: string,
  binding: string | undefined,
): Promise<OAuthHandoff> {
  if (!binding) throw invalidHandoff();
  const row = await peekToken(ctx.db, token, "oauth_handoff", ctx.clock(), binding);
  if (!row) throw invalidHandoff();
  const payload = row.payload as HandoffPayload;
  const existing = row.userId ? true : await verifiedOwnerOf(ctx.db, payload).then(Boolean);
  return {
    provider: payload.provider,
    email: payload.email,
    firstName: payload.firstName,
    lastName: payload.lastName,
    accountExists: existing,
  };
}

/** The account whose address the provider verified, if one exists (confirmed or not). */
export async function verifiedOwnerOf(db: Db, payload: HandoffPayload): Promise<User | undefined> {
  if (!payload.email || !payload.emailVerified) return undefined;
  return findUserByEmail(db, payload.email);
}

/** Uses the hand-off token up, in the browser it is bound to, for the provider it names. */
export async function useHandoff(
  tx: Db,
  ctx: AppContext,
  provider: OAuthProvider,
  token: string,
  binding: string | undefined,
): Promise<HandoffPayload> {
  if (!binding) throw invalidHandoff();
  const row = await consumeToken(tx, token, "oauth_handoff", ctx.clock(), binding);
  const payload = row?.payload as HandoffPayload | undefined;
  if (!payload || payload.provider !== provider) throw invalidHandoff();
  return payload;
}
