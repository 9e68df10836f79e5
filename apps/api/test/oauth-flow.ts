import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { APP_URL, post } from "./auth-helpers";
import { cookieFrom } from "./test-app";

export const BINDING = "lineup_oauth_binding";

/** One browser's finished callback: where it was sent, the hand-off token and its binding cookie. */
export interface OAuthLanding {
  consent: URL;
  callback: URL;
  target: URL;
  token: string;
  /** `lineup_oauth_binding=…`, the cookie the callback set in this browser. */
  binding: string;
  /** The callback's answer, with the cookies' attributes. */
  landed: LightMyRequestResponse;
}

/**
 * Walks the real redirect flow as one browser: link → the local provider's /authorize → our
 * callback → hand-off token, with the state and binding cookies that browser would hold.
 * `tamper` changes the callback URL the provider sent, as a party in the middle would.
 */
export async function oauthRoundTrip(
  app: FastifyInstance,
  provider: "google" | "facebook",
  role: string,
  tamper: (callback: URL) => void = () => {},
): Promise<OAuthLanding> {
  const link = await app.inject({ url: `/api/auth/oauth2/link/${provider}?role=${role}` });
  expect(link.statusCode).toBe(200);
  const consent = new URL(link.json<{ data: string }>().data);
  const stateCookie = cookieFrom(link, "lineup_oauth_state");
  const authorize = await fetch(consent, { redirect: "manual" });
  const callback = new URL(authorize.headers.get("location")!);
  expect(callback.pathname).toBe(`/api/auth/oauth2/callback/${provider}`);
  tamper(callback);
  const landed = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookie },
  });
  expect(landed.statusCode).toBe(302);
  const target = new URL(landed.headers.location as string, APP_URL);
  const binding = landed.cookies.some((c) => c.name === BINDING) ? cookieFrom(landed, BINDING) : "";
  const token = target.searchParams.get("token") ?? "";
  return { consent, callback, target, token, binding, landed };
}

/** The hand-off's pre-fill, asked from the browser holding `binding`. */
export function handoffOf(app: FastifyInstance, landing: Pick<OAuthLanding, "token" | "binding">) {
  return app.inject({
    url: `/api/auth/oauth2/handoff?token=${landing.token}`,
    headers: landing.binding ? { cookie: landing.binding } : {},
  });
}

/** POST /api/auth/oauth2/sign-in from the browser holding `binding`. */
export function oauthSignIn(
  app: FastifyInstance,
  provider: "google" | "facebook",
  landing: Pick<OAuthLanding, "token" | "binding">,
) {
  return post(
    app,
    "/api/auth/oauth2/sign-in",
    { provider, oauthToken: landing.token },
    landing.binding,
  );
}

/** POST /api/auth/oauth2/sign-up from the browser holding `binding`. */
export function oauthSignUp(
  app: FastifyInstance,
  landing: Pick<OAuthLanding, "token" | "binding">,
  body: Record<string, unknown>,
) {
  return post(
    app,
    "/api/auth/oauth2/sign-up",
    { ...body, oauthToken: landing.token },
    landing.binding,
  );
}

/** A sign-in with `provider` as one browser: the round trip for "login", then the hand-off. */
export async function oauthLogin(app: FastifyInstance, provider: "google" | "facebook") {
  return oauthSignIn(app, provider, await oauthRoundTrip(app, provider, "login"));
}
