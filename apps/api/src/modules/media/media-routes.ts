import multipart from "@fastify/multipart";
import { ERROR_CODES, LIMITS, mediaItemSchema } from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { athleteProfiles, media, type profiles } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import { limitHooks } from "@api/lib/rate-limits";
import { recoverUploads } from "@api/storage/upload-journal";
import { currentSession, requireUser, type User } from "@api/identity";
import { readUpload } from "./read-upload";
import { replaceMedia } from "./store-media";

const idParams = z.object({ id: z.uuid() });

/** `bytes=start-end` (or `start-`, or `-suffix`) within the file; null for none or anything else. */
export function parseRange(header: string | undefined, size: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "") || size === 0) return null;
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}
const tags = ["media"];

/**
 * The caller's own profile with this id (404 otherwise): the profiles module's, handed in by
 * app.ts so media and profiles do not import each other.
 */
export type FindOwnProfile = (
  db: Db,
  user: User,
  id: string,
  type?: (typeof profiles.$inferSelect)["type"],
) => Promise<{ id: string }>;

/**
 * Whether a signed-in person may see the files of an athlete who may be a minor: search's rule,
 * handed in by app.ts (search reads media, so media does not import search).
 */
export type MayViewAthleteFiles = (
  db: Db,
  session: { user: User; factorVerified: boolean },
  athleteProfileId: string,
) => Promise<boolean>;

/**
 * Whether a guardian's consent link (the token in `?guardian=`) shows this file of a minor: the
 * guardians module's rule, handed in by app.ts (guardians reads media).
 */
export type GuardianMayViewFile = (
  db: Db,
  token: string,
  file: { profileId: string; kind: string },
  now: Date,
) => Promise<boolean>;

/** `?guardian=`: a guardian's consent token, bounded as the guardian routes bound it. */
const fileQuery = z.object({ guardian: z.string().min(16).max(200).optional() });

const fileNotFound = () => new AppError(ERROR_CODES.notFound, "This file does not exist.");

/** Avatar, photos and videos uploads (spec §7), and the bytes of any stored file. */
export function mediaRoutes(
  ctx: AppContext,
  ownProfile: FindOwnProfile,
  mayViewAthleteFiles: MayViewAthleteFiles,
  guardianMayViewFile: GuardianMayViewFile,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Only here: the plugin adds two hooks to every route of the context it is registered in.
    await app.register(multipart, {
      limits: { fileSize: LIMITS.uploadMaxBytes, files: 10, fields: 20, parts: 30 },
    });
    const auth = requireUser(ctx);
    // A guardian's token in the query counts like every token link's use, per IP.
    const guardianLinks = limitHooks(app, "guardian-file", ctx.rateLimits.tokenUse.ip);
    // Before serving uploads: clean up after a process that died with uploads in flight.
    await recoverUploads(ctx.config.dataDir, ctx.db, ctx.storage, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, "upload recovery failed"),
    );

    app.patch(
      "/api/profile/:id/update-avatar",
      {
        schema: {
          tags,
          summary: "Replace the profile photo (multipart field `file`)",
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 200: z.object({ data: z.object({ avatar: mediaItemSchema }) }) },
        },
        preHandler: auth,
      },
      async (request) => {
        const profile = await ownProfile(ctx.db, request.user!, request.params.id);
        const { files } = await readUpload(ctx, request, "file", false);
        if (files.length !== 1) {
          await Promise.all(files.map((f) => f.discard()));
          throw new AppError(ERROR_CODES.validation, "Send exactly one file as `file`.");
        }
        const { items } = await replaceMedia(ctx, profile.id, "avatar", files, "all", {
          strict: true,
        });
        return { data: { avatar: items[0]! } };
      },
    );

    for (const [slot, url, key] of [
      ["photo", "/api/athlete/update-photos/:id", "photos"],
      ["video", "/api/athlete/update-videos/:id", "videos"],
    ] as const) {
      app.patch(
        url,
        {
          schema: {
            tags,
            summary: `Add ${key} (multipart \`files\`, repeated) and remove others (\`removed\` ids)`,
            consumes: ["multipart/form-data"],
            params: idParams,
            response: {
              200: z.object({
                data: z.object({ [key]: z.array(mediaItemSchema), ignored: z.array(z.string()) }),
              }),
            },
          },
          preHandler: auth,
        },
        async (request) => {
          const profile = await ownProfile(ctx.db, request.user!, request.params.id, "Athlete");
          const { files, removed } = await readUpload(ctx, request, "files", true);
          const { items, ignored } = await replaceMedia(ctx, profile.id, slot, files, removed, {
            strict: false,
          });
          return { data: { [key]: items, ignored } };
        },
      );
    }

    app.get(
      "/api/media/:id",
      {
        schema: {
          tags,
          summary: "The bytes of an uploaded file, with their true type",
          params: idParams,
          querystring: fileQuery,
        },
        preHandler: async (request, reply) => {
          if (request.query.guardian !== undefined) await guardianLinks.call(app, request, reply);
        },
      },
      async (request, reply) => {
        const [found] = await ctx.db
          .select({
            row: media,
            adultAt: athleteProfiles.adultAt,
            athleteId: athleteProfiles.profileId,
          })
          .from(media)
          .leftJoin(athleteProfiles, eq(athleteProfiles.profileId, media.profileId))
          .where(eq(media.id, request.params.id));
        if (!found) throw fileNotFound();
        const { row } = found;
        // A minor's files (issue 25, decision 0089: under 18 now, or no date of birth yet) only
        // to a signed-in viewer who may see the athlete, or the avatar to the guardian through
        // their live consent link (decision 0088); anyone else gets the 404 of no file, and no
        // shared cache keeps them.
        const now = ctx.clock();
        const minor = found.athleteId !== null && (found.adultAt === null || found.adultAt > now);
        if (minor) {
          const session = await currentSession(ctx, request);
          const { guardian } = request.query;
          const allowed =
            (session !== null && (await mayViewAthleteFiles(ctx.db, session, row.profileId))) ||
            (guardian !== undefined && (await guardianMayViewFile(ctx.db, guardian, row, now)));
          if (!allowed) throw fileNotFound();
        }
        // Video players seek with Range requests; one range is served, anything else whole.
        const range = parseRange(request.headers.range, row.size);
        const stored = await ctx.storage.get(row.storageKey, range ?? undefined);
        if (!stored) throw fileNotFound();
        void reply.headers({
          "content-type": row.contentType,
          "content-length": String(stored.size),
          "accept-ranges": "bytes",
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cache-control": minor ? "private, no-store" : "public, max-age=31536000, immutable",
          ...(minor ? { vary: "Cookie" } : {}),
          "content-disposition": "inline",
        });
        if (range) {
          void reply
            .status(206)
            .header("content-range", `bytes ${range.start}-${range.end}/${row.size}`);
        }
        return reply.send(stored.body);
      },
    );
  };
}
