import {
  ERROR_CODES,
  MESSAGES,
  accountSchema,
  confirmEmailBodySchema,
  emailOnlyBodySchema,
  localSignUpAnswerSchema,
  localSignUpBodySchema,
  providersSchema,
  restorePasswordBodySchema,
  secondFactorAnswerSchema,
  roleOfProfileType,
  signInBodySchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  restorePassword,
  signInLocal,
  signUpLocal,
} from "./auth-service";
import { AfterAnswer } from "./after-answer";
import { AppError } from "@api/lib/app-error";
import { AttemptGuard } from "@api/lib/attempt-guard";
import { limitHooks, type AttemptPolicy } from "@api/lib/rate-limits";
import { endSession, originOf, toAccount } from "@api/identity";

const message = z.object({ data: z.object({ message: z.string() }) });
const account = z.object({ data: accountSchema });
const tags = ["auth"];

/** E-mail and password accounts: sign-up, confirmation, sign-in, logout and password recovery. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limits = ctx.rateLimits;
    const guard = (name: string, policy: AttemptPolicy) =>
      new AttemptGuard(ctx.attempts, name, policy, ctx.clock);
    const signInAttempts = guard("sign-in", limits.signIn.attempts);
    const resendAttempts = guard("resend", limits.emailSender.attempts);
    const resetAttempts = guard("reset", limits.emailSender.attempts);
    const later = new AfterAnswer();
    app.addHook("onClose", () => later.drain());

    app.get(
      "/api/auth/providers",
      {
        schema: {
          tags,
          summary: "Which OAuth providers are enabled",
          response: { 200: z.object({ data: providersSchema }) },
        },
      },
      async () => ({
        data: { google: ctx.config.google !== null, facebook: ctx.config.facebook !== null },
      }),
    );

    app.post(
      "/api/auth/local/signUp",
      {
        schema: {
          tags,
          summary:
            "Create an unconfirmed account and e-mail a confirmation link; an athlete's own invitation confirms and signs in at once",
          body: localSignUpBodySchema,
          response: { 201: z.object({ data: localSignUpAnswerSchema }) },
        },
        preHandler: limitHooks(app, "sign-up", limits.signUp.ip, limits.signUp.address),
      },
      async (request, reply) => {
        const { user, session } = await signUpLocal(ctx, request.body);
        if (session) {
          // Signed in from now on: a session this browser held before ends, as at login.
          const previous = ctx.sessionCookie.read(request);
          if (previous) await endSession(ctx.db, previous);
          ctx.sessionCookie.write(reply, session);
        }
        return reply.status(201).send({
          data: {
            email: user.email,
            // A sign-up's role follows its profileType: never "operator" (decision 0079).
            role: roleOfProfileType(user.profileType ?? undefined),
            emailConfirmed: session !== null,
          },
        });
      },
    );

    app.post(
      "/api/auth/resend-confirmation",
      {
        schema: {
          tags,
          summary: "E-mail a new confirmation link",
          body: emailOnlyBodySchema,
          response: { 200: message },
        },
        preHandler: [limitHooks(app, "resend", limits.emailSender.ip), resendAttempts.hook()],
      },
      async (request) => {
        const { email } = request.body;
        later.run(request.log, "resend confirmation", () => resendConfirmation(ctx, email));
        return { data: { message: MESSAGES.resendSent } };
      },
    );

    app.post(
      "/api/auth/confirm-email",
      {
        schema: {
          tags,
          summary: "Use the e-mailed confirmation token; signs in",
          body: confirmEmailBodySchema,
          response: { 200: account },
        },
        preHandler: limitHooks(app, "confirm", limits.tokenUse.ip),
      },
      async (request, reply) => {
        const { user, session } = await confirmEmail(ctx, request.body.token);
        ctx.sessionCookie.write(reply, session);
        return { data: toAccount(user) };
      },
    );

    app.post(
      "/api/auth/local/signIn",
      {
        schema: {
          tags,
          summary: "Sign in with e-mail and password",
          body: signInBodySchema,
          response: { 200: z.union([account, z.object({ data: secondFactorAnswerSchema })]) },
        },
        preHandler: [limitHooks(app, "sign-in", limits.signIn.ip), signInAttempts.hook()],
      },
      async (request, reply) => {
        const { email, password } = request.body;
        // The right password (even of an unconfirmed account) is the owner: their counts go.
        const { user, session, secondFactor } = await signInLocal(
          ctx,
          email,
          password,
          originOf(request),
        ).catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === ERROR_CODES.emailNotConfirmed) {
            await signInAttempts.forget(email, request.ip);
          }
          throw error;
        });
        await signInAttempts.forget(email, request.ip);
        // A login starts a new session; the one this browser held before ends.
        const previous = ctx.sessionCookie.read(request);
        if (previous) await endSession(ctx.db, previous);
        ctx.sessionCookie.write(reply, session);
        // A half session: the code check (/api/auth/totp/verify) is still owed.
        if (secondFactor) {
          return { data: { secondFactor: "totp" as const } };
        }
        return { data: toAccount(user) };
      },
    );

    app.delete(
      "/api/auth/logout",
      {
        schema: {
          tags,
          summary: "End this session",
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) },
        },
      },
      async (request, reply) => {
        const token = ctx.sessionCookie.read(request);
        if (token) await endSession(ctx.db, token);
        ctx.sessionCookie.clear(reply);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      "/api/auth/reset-password-request",
      {
        schema: {
          tags,
          summary: "E-mail a password reset link",
          body: emailOnlyBodySchema,
          response: { 200: message },
        },
        preHandler: [limitHooks(app, "reset", limits.emailSender.ip), resetAttempts.hook()],
      },
      async (request) => {
        const { email } = request.body;
        later.run(request.log, "password reset request", () => requestPasswordReset(ctx, email));
        return { data: { message: MESSAGES.resetSent } };
      },
    );

    app.patch(
      "/api/auth/restore-password",
      {
        schema: {
          tags,
          summary: "Set a new password with the e-mailed code; ends every session",
          body: restorePasswordBodySchema,
          response: { 200: message },
        },
        preHandler: limitHooks(app, "restore", limits.tokenUse.ip),
      },
      async (request) => {
        await restorePassword(ctx, request.body.code, request.body.password);
        return { data: { message: MESSAGES.passwordChanged } };
      },
    );
  };
}
