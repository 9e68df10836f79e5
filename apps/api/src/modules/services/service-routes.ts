import { ERROR_CODES, MESSAGES, ownServiceSchema, serviceSchema } from "@lineup/shared";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { services } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import { type User, requireUser } from "@api/identity";
import { toCents, profileOfUser } from "../profiles";

const tags = ["services"];
const toOwnService = (row: typeof services.$inferSelect) => ({
  id: row.id,
  name: row.name,
  price: row.priceCents / 100,
});

async function athleteProfileId(ctx: AppContext, user: User): Promise<string> {
  const profile = await profileOfUser(ctx.db, user.id);
  if (!profile || profile.type !== "Athlete") {
    throw new AppError(ERROR_CODES.forbidden, "Only an athlete with a profile offers services.");
  }
  return profile.id;
}

/** An athlete's own services, with their private prices (spec §7 POST /api/service/add). */
export function serviceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);

    app.post(
      "/api/service/add",
      {
        schema: {
          tags,
          summary: "Add a service",
          body: serviceSchema,
          response: { 201: z.object({ data: ownServiceSchema }) },
        },
        preHandler: auth,
      },
      async (request, reply) => {
        const profileId = await athleteProfileId(ctx, request.user!);
        const existing = await ctx.db
          .select()
          .from(services)
          .where(eq(services.profileId, profileId));
        if (existing.length >= 20) {
          throw new AppError(ERROR_CODES.validation, "You can offer at most 20 services.");
        }
        const [row] = await ctx.db
          .insert(services)
          .values({ profileId, name: request.body.name, priceCents: toCents(request.body.price) })
          .returning();
        return reply.status(201).send({ data: toOwnService(row!) });
      },
    );

    app.get(
      "/api/service/my",
      {
        schema: {
          tags,
          summary: "The caller's services",
          response: { 200: z.object({ data: z.array(ownServiceSchema) }) },
        },
        preHandler: auth,
      },
      async (request) => {
        const profileId = await athleteProfileId(ctx, request.user!);
        const rows = await ctx.db
          .select()
          .from(services)
          .where(eq(services.profileId, profileId))
          .orderBy(asc(services.createdAt), asc(services.id));
        return { data: rows.map(toOwnService) };
      },
    );

    app.delete(
      "/api/service/:id",
      {
        schema: {
          tags,
          summary: "Remove one of the caller's services",
          params: z.object({ id: z.uuid() }),
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) },
        },
        preHandler: auth,
      },
      async (request) => {
        const profileId = await athleteProfileId(ctx, request.user!);
        const deleted = await ctx.db
          .delete(services)
          .where(and(eq(services.id, request.params.id), eq(services.profileId, profileId)))
          .returning();
        if (deleted.length === 0)
          throw new AppError(ERROR_CODES.notFound, MESSAGES.serviceNotFound);
        return { data: { ok: true as const } };
      },
    );
  };
}
