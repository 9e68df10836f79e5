import {
  MESSAGES,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  emailChangeBodySchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { accountLimits } from "./account-limits";
import { changePassword } from "./change-password";
import { confirmEmailChange, requestEmailChange } from "./email-change";

const tags = ["account"];
const message = z.object({ data: z.object({ message: z.string() }) });

/** Settings: a new password, and a new e-mail address confirmed by a link sent to it. */
export function credentialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    const limits = accountLimits(app, ctx);

    app.post(
      "/api/account/password",
      {
        schema: {
          tags,
          summary: "Change the password (the current one proves you); other sessions end",
          body: changePasswordBodySchema,
          response: { 200: message },
        },
        preHandler: [
          limits.passwordIp("password-change"),
          auth,
          limits.passwordAccount("password-change"),
        ],
      },
      async (request) => {
        // requireUser has just read a live session from this cookie: that one stays.
        const token = ctx.sessionCookie.read(request)!;
        await changePassword(ctx, request.user!, token, request.body);
        return { data: { message: MESSAGES.passwordUpdated } };
      },
    );

    app.post(
      "/api/account/email-change",
      {
        schema: {
          tags,
          summary: "E-mail a link to a new address (409 when another account has it)",
          body: emailChangeBodySchema,
          response: { 200: message },
        },
        preHandler: [limits.mailIp("email-change"), auth, limits.mailAccount("email-change")],
      },
      async (request) => {
        await requestEmailChange(ctx, request, request.user!, request.body);
        return { data: { message: MESSAGES.emailChangeSent } };
      },
    );

    app.post(
      "/api/account/email-change/confirm",
      {
        schema: {
          tags,
          summary: "Use the link e-mailed to the new address: the account moves there",
          body: confirmEmailChangeBodySchema,
          response: { 200: z.object({ data: z.object({ email: z.string() }) }) },
        },
        preHandler: limits.tokenIp("email-change-confirm"),
      },
      async (request) => {
        const user = await confirmEmailChange(ctx, request.body.token);
        return { data: { email: user.email } };
      },
    );
  };
}
