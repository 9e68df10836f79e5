import {
  ERROR_CODES,
  MESSAGES,
  type athleteCreateBodySchema,
  type athleteUpdateBodySchema,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import {
  athleteActivities,
  athleteProfiles,
  athleteRoles,
  profiles,
  services,
} from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import type { User } from "@api/identity";
import { nameAgent } from "../invitations";
import { profileOfUser, type Profile } from "./own-profile";

type CreateBody = z.output<typeof athleteCreateBodySchema>;
type UpdateBody = z.output<typeof athleteUpdateBodySchema>;

/** Every id must name an existing entry; roles must be positions of the chosen sport. */
function checkLookups(ctx: AppContext, body: CreateBody): void {
  const fields: Record<string, string> = {};
  const { catalog } = ctx;
  if (!catalog.has("sport", body.sport)) fields.sport = MESSAGES.selectSport;
  if (!catalog.has("location", body.hometown)) fields.hometown = MESSAGES.selectLocation;
  if (!body.activities.every((id) => catalog.has("activity", id))) {
    fields.activities = MESSAGES.selectInterests;
  }
  const sportHasRoles = catalog.countIn("sportRole", body.sport) > 0;
  if (sportHasRoles && body.roles.length === 0) fields.roles = MESSAGES.selectPosition;
  if (!body.roles.every((id) => catalog.has("sportRole", id, body.sport))) {
    fields.roles = MESSAGES.selectPosition;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
  }
}

/** POST /api/profile/athlete/create: one athlete profile per athlete account. */
export async function createAthleteProfile(
  ctx: AppContext,
  user: User,
  body: CreateBody,
): Promise<string> {
  if (user.role !== "athlete") throw new AppError(ERROR_CODES.forbidden, MESSAGES.wrongProfileType);
  checkLookups(ctx, body);
  if (await profileOfUser(ctx.db, user.id)) {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({ userId: user.id, type: "Athlete", nextStep: "socials" })
      .onConflictDoNothing()
      .returning();
    if (!profile) throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);
    await tx.insert(athleteProfiles).values({
      profileId: profile.id,
      sportId: body.sport,
      team: body.team ?? null,
      hometownId: body.hometown,
      education: body.education,
      classYear: body.class ?? null,
      statistics: body.statistics ?? null,
      gender: body.gender ?? null,
      agentEmail: body.agentEmail ?? null,
    });
    if (body.roles.length) {
      await tx
        .insert(athleteRoles)
        .values([...new Set(body.roles)].map((roleId) => ({ profileId: profile.id, roleId })));
    }
    if (body.agentEmail) await nameAgent(ctx, tx, user, body.agentEmail);
    await tx
      .insert(athleteActivities)
      .values(
        [...new Set(body.activities)].map((activityId) => ({ profileId: profile.id, activityId })),
      );
    return profile.id;
  });
  // Naming an agent may have queued an e-mail.
  if (body.agentEmail) ctx.outbox.nudge();
  return id;
}

export const toCents = (dollars: number) => Math.round(dollars * 100);

async function replaceServices(
  tx: Db,
  profileId: string,
  list: NonNullable<UpdateBody["services"]>,
) {
  await tx.delete(services).where(eq(services.profileId, profileId));
  if (list.length) {
    await tx
      .insert(services)
      .values(list.map((s) => ({ profileId, name: s.name, priceCents: toCents(s.price) })));
  }
}

/** PATCH /api/profile/athlete/update/{id}: socials (a step of its own), or services and bio. */
export async function updateAthleteProfile(
  ctx: AppContext,
  profile: Profile,
  body: UpdateBody,
): Promise<Profile> {
  return ctx.db.transaction(async (tx) => {
    let nextStep = profile.nextStep;
    if (body.socials) {
      const links = Object.fromEntries(
        Object.entries(body.socials).filter(([, link]) => Boolean(link)),
      );
      await tx
        .update(athleteProfiles)
        .set({ socials: links })
        .where(eq(athleteProfiles.profileId, profile.id));
      if (nextStep === "socials") nextStep = "profile";
    }
    if (body.services) await replaceServices(tx, profile.id, body.services);
    if (body.bio !== undefined) nextStep = "done";
    const [updated] = await tx
      .update(profiles)
      .set({
        nextStep,
        updatedAt: ctx.clock(),
        ...(body.bio !== undefined ? { bio: body.bio } : {}),
      })
      .where(eq(profiles.id, profile.id))
      .returning();
    return updated!;
  });
}
