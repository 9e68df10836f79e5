import {
  ERROR_CODES,
  MESSAGES,
  OAUTH_PROVIDERS,
  ROUTES,
  accountSchema,
  oauthHandoffSchema,
  oauthSignInBodySchema,
  oauthSignUpBodySchema,
  secondFactorAnswerSchema,
  type OAuthProvider,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { limitHooks } from "@api/lib/rate-limits";
import { findHalfSession, toAccount } from "@api/identity";
import { configuredProviders } from "./oauth-provider";
import { signInOAuth, signUpOAuth } from "./oauth-accounts";
import { HandoffCookie } from "./handoff-cookie";
import { describeHandoff, finishOAuth, newBinding, startOAuth } from "./oauth-service";

const STATE_COOKIE = "lineup_oauth_state";
const tags = ["oauth"];
const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
const account = z.object({ data: accountSchema });

/** Google and Facebook: link, callback, hand-off, sign-up and sign-in (spec §7). */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const providers = configuredProviders(ctx.config);
  const providerOf = (name: OAuthProvider) => {
    const provider = providers.get(name);
    if (!provider) throw new AppError(ERROR_CODES.notFound, MESSAGES.oauthProviderDisabled);
    return provider;
  };
  const secure = ctx.config.appUrl.startsWith("https://");
  const handoffCookie = new HandoffCookie(secure);

  return async (app) => {
    const limit = limitHooks(app, "oauth", ctx.rateLimits.oauth.ip);

    app.get(
      "/api/auth/oauth2/link/:provider",
      {
        schema: {
          tags,
          summary: "The provider's consent URL; `role` is the role chosen before leaving",
          params: providerParams,
          querystring: z.object({
            role: z.enum(["athlete", "individual", "agent", "business", "login"]).default("login"),
          }),
          response: { 200: z.object({ data: z.string() }) },
        },
        preHandler: limit,
      },
      async (request, reply) => {
        const { url, state } = await startOAuth(
          ctx,
          providerOf(request.params.provider),
          request.query.role,
        );
        // Binds the round trip to this browser: a callback with someone else's state is refused.
        void reply.setCookie(STATE_COOKIE, state, {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: "/api/auth/oauth2",
          maxAge: 600,
        });
        return { data: url };
      },
    );

    app.get(
      "/api/auth/oauth2/callback/:provider",
      {
        schema: {
          tags,
          summary: "The provider's redirect target; forwards to the oauth-redirect page",
          params: providerParams,
          querystring: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
            iss: z.string().max(500).optional(),
          }),
        },
        preHandler: limit,
      },
      async (request, reply) => {
        const { code, state, iss } = request.query;
        const fromThisBrowser = state !== undefined && request.cookies[STATE_COOKIE] === state;
        void reply.clearCookie(STATE_COOKIE, { path: "/api/auth/oauth2" });
        try {
          if (!code || !state || !fromThisBrowser) throw new Error("missing code or foreign state");
          const binding = newBinding();
          const target = await finishOAuth(
            ctx,
            providerOf(request.params.provider),
            { code, state, iss },
            binding,
          );
          handoffCookie.write(reply, binding);
          return reply.redirect(target);
        } catch (error) {
          request.log.warn(
            { err: error, provider: request.params.provider },
            "OAuth callback failed",
          );
          return reply.redirect(`${ROUTES.login}?oauthError=1`);
        }
      },
    );

    app.get(
      "/api/auth/oauth2/handoff",
      {
        schema: {
          tags,
          summary:
            "What the provider told us, to pre-fill the join form (does not use the token; only in the browser that came back)",
          querystring: z.object({ token: z.string().min(16).max(200) }),
          response: { 200: z.object({ data: oauthHandoffSchema }) },
        },
        preHandler: limit,
      },
      async (request) => ({
        data: await describeHandoff(ctx, request.query.token, handoffCookie.read(request)),
      }),
    );

    app.post(
      "/api/auth/oauth2/sign-up",
      {
        schema: {
          tags,
          summary: "Create an account from a provider hand-off",
          body: oauthSignUpBodySchema,
          response: { 201: account, 200: account },
        },
        preHandler: limit,
      },
      async (request, reply) => {
        const { user, session } = await signUpOAuth(ctx, request.body, handoffCookie.read(request));
        handoffCookie.clear(reply);
        if (session) ctx.sessionCookie.write(reply, session);
        return reply.status(201).send({ data: toAccount(user) });
      },
    );

    app.post(
      "/api/auth/oauth2/sign-in",
      {
        schema: {
          tags,
          summary: "Sign in with a provider hand-off",
          body: oauthSignInBodySchema,
          response: { 200: z.union([account, z.object({ data: secondFactorAnswerSchema })]) },
        },
        preHandler: limit,
      },
      async (request, reply) => {
        const { user, session } = await signInOAuth(
          ctx,
          request.body.provider,
          request.body.oauthToken,
          handoffCookie.read(request),
        );
        handoffCookie.clear(reply);
        ctx.sessionCookie.write(reply, session);
        // A half session: the code check (/api/auth/totp/verify) is still owed.
        if (await findHalfSession(ctx.db, session, ctx.clock())) {
          return { data: { secondFactor: "totp" as const } };
        }
        return { data: toAccount(user) };
      },
    );
  };
}
