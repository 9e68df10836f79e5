import {
  accountDetailsBodySchema,
  accountExportSchema,
  accountSettingsSchema,
  deleteAccountBodySchema,
} from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { deleteAccount } from "./account-deletion";
import { exportAccount } from "./account-export";
import { accountLimits } from "./account-limits";
import { accountSettingsOf } from "./account-view";
import { savePersonalDetails } from "./personal-details";

const tags = ["account"];
const settings = z.object({ data: accountSettingsSchema });

/** Settings: the account, its personal details, the person's data, and deleting it all. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    const limits = accountLimits(app, ctx);
    // requireUser has just read a live session from this cookie.
    const token = (request: FastifyRequest) => ctx.sessionCookie.read(request)!;

    app.get(
      "/api/account",
      {
        schema: {
          tags,
          summary: "The caller's account as Settings shows it",
          response: { 200: settings },
        },
        preHandler: auth,
      },
      async (request) => ({ data: await accountSettingsOf(ctx, request, request.user!) }),
    );

    app.patch(
      "/api/account",
      {
        schema: {
          tags,
          summary: "Change personal details (names, suffix, phone; a business its name)",
          body: accountDetailsBodySchema,
          response: { 200: settings },
        },
        preHandler: auth,
      },
      async (request) => {
        const user = await savePersonalDetails(ctx, request.user!, request.body);
        return { data: await accountSettingsOf(ctx, request, user) };
      },
    );

    app.get(
      "/api/account/export",
      {
        schema: {
          tags,
          summary: "Download everything Lineup holds about you, as a JSON file",
          response: { 200: z.object({ data: accountExportSchema }) },
        },
        preHandler: auth,
      },
      async (request, reply) => {
        const data = await exportAccount(ctx, request.user!, token(request));
        const day = data.exportedAt.slice(0, 10);
        void reply.headers({
          "content-disposition": `attachment; filename="lineup-data-${day}.json"`,
          "cache-control": "no-store",
        });
        return { data };
      },
    );

    app.delete(
      "/api/account",
      {
        schema: {
          tags,
          summary:
            "Delete the account and everything of it, for good (password, or a recent provider sign-in)",
          body: deleteAccountBodySchema,
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) },
        },
        preHandler: [
          limits.passwordIp("account-delete"),
          auth,
          limits.passwordAccount("account-delete"),
        ],
      },
      async (request, reply) => {
        await deleteAccount(ctx, request, request.user!, request.body.password);
        ctx.sessionCookie.clear(reply);
        return { data: { ok: true as const } };
      },
    );
  };
}
