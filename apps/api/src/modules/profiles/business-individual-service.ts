import {
  ERROR_CODES,
  MESSAGES,
  type businessCreateBodySchema,
  type businessUpdateBodySchema,
  type individualCreateBodySchema,
  type individualUpdateBodySchema,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import {
  businessProfileGoals,
  businessProfiles,
  businessProfileTactics,
  individualProfiles,
  profiles,
} from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import type { User } from "@api/identity";
import type { Profile } from "./own-profile";

type BusinessBody = z.output<typeof businessCreateBodySchema>;
type IndividualBody = z.output<typeof individualCreateBodySchema>;
type BusinessUpdate = z.output<typeof businessUpdateBodySchema>;
type IndividualUpdate = z.output<typeof individualUpdateBodySchema>;

const invalid = (fields: Record<string, string>) =>
  new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);

/**
 * A new profile row of that type, once per account: the unique user id decides, so two creates at
 * once give one profile and one conflict. The caller has checked the account's role.
 */
async function newProfile(tx: Db, user: User, type: "Business" | "Individual") {
  const [profile] = await tx
    .insert(profiles)
    .values({ userId: user.id, type, nextStep: "profile" })
    .onConflictDoNothing()
    .returning();
  if (!profile) throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);
  return profile;
}

export async function createBusinessProfile(
  ctx: AppContext,
  user: User,
  body: BusinessBody,
): Promise<string> {
  if (user.role !== "business")
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.wrongProfileType);
  const { catalog } = ctx;
  const fields: Record<string, string> = {};
  if (!catalog.has("businessType", body.type)) fields.type = MESSAGES.selectBusinessType;
  if (!catalog.has("location", body.location)) fields.location = MESSAGES.selectLocation;
  if (!body.marketingTactics.every((id) => catalog.has("marketingTactic", id))) {
    fields.marketingTactics = MESSAGES.selectMarketingTactics;
  }
  if (!body.goals.every((id) => catalog.has("businessGoal", id)))
    fields.goals = MESSAGES.selectGoals;
  if (Object.keys(fields).length) throw invalid(fields);
  return ctx.db.transaction(async (tx) => {
    const profile = await newProfile(tx, user, "Business");
    await tx.insert(businessProfiles).values({
      profileId: profile.id,
      website: body.website ?? null,
      locationId: body.location,
      typeId: body.type,
    });
    await tx.insert(businessProfileTactics).values(
      [...new Set(body.marketingTactics)].map((tacticId) => ({
        profileId: profile.id,
        tacticId,
      })),
    );
    await tx
      .insert(businessProfileGoals)
      .values([...new Set(body.goals)].map((goalId) => ({ profileId: profile.id, goalId })));
    return profile.id;
  });
}

export async function createIndividualProfile(
  ctx: AppContext,
  user: User,
  body: IndividualBody,
): Promise<string> {
  if (user.role !== "individual")
    throw new AppError(ERROR_CODES.forbidden, MESSAGES.wrongProfileType);
  if (!ctx.catalog.has("location", body.location))
    throw invalid({ location: MESSAGES.selectLocation });
  return ctx.db.transaction(async (tx) => {
    const profile = await newProfile(tx, user, "Individual");
    await tx.insert(individualProfiles).values({
      profileId: profile.id,
      website: body.website ?? null,
      locationId: body.location,
    });
    return profile.id;
  });
}

/** The profile row after an update: a bio finishes onboarding (spec §7), anything is live now. */
async function touchProfile(ctx: AppContext, tx: Db, profile: Profile, bio: string | undefined) {
  const [updated] = await tx
    .update(profiles)
    .set({
      updatedAt: ctx.clock(),
      ...(bio !== undefined ? { bio, nextStep: "done" as const } : {}),
    })
    .where(eq(profiles.id, profile.id))
    .returning();
  return updated!;
}

/**
 * PATCH /api/profile/business/update/{id}: any create answer and the bio; only what is sent
 * changes (docs/decisions/0076). Lists sent replace the saved ones.
 */
export async function updateBusinessProfile(
  ctx: AppContext,
  profile: Profile,
  body: BusinessUpdate,
): Promise<Profile> {
  const { catalog } = ctx;
  const fields: Record<string, string> = {};
  if (body.type !== undefined && !catalog.has("businessType", body.type))
    fields.type = MESSAGES.selectBusinessType;
  if (body.location !== undefined && !catalog.has("location", body.location))
    fields.location = MESSAGES.selectLocation;
  if (
    body.marketingTactics &&
    !body.marketingTactics.every((i) => catalog.has("marketingTactic", i))
  )
    fields.marketingTactics = MESSAGES.selectMarketingTactics;
  if (body.goals && !body.goals.every((i) => catalog.has("businessGoal", i)))
    fields.goals = MESSAGES.selectGoals;
  if (Object.keys(fields).length) throw invalid(fields);

  return ctx.db.transaction(async (tx) => {
    const row = {
      ...(body.website !== undefined ? { website: body.website } : {}),
      ...(body.location !== undefined ? { locationId: body.location } : {}),
      ...(body.type !== undefined ? { typeId: body.type } : {}),
    };
    if (Object.keys(row).length) {
      await tx.update(businessProfiles).set(row).where(eq(businessProfiles.profileId, profile.id));
    }
    if (body.marketingTactics) {
      await tx
        .delete(businessProfileTactics)
        .where(eq(businessProfileTactics.profileId, profile.id));
      await tx.insert(businessProfileTactics).values(
        [...new Set(body.marketingTactics)].map((tacticId) => ({
          profileId: profile.id,
          tacticId,
        })),
      );
    }
    if (body.goals) {
      await tx.delete(businessProfileGoals).where(eq(businessProfileGoals.profileId, profile.id));
      await tx
        .insert(businessProfileGoals)
        .values([...new Set(body.goals)].map((goalId) => ({ profileId: profile.id, goalId })));
    }
    return touchProfile(ctx, tx, profile, body.bio);
  });
}

/** PATCH /api/profile/individual/update/{id}: location, website and bio, each optional. */
export async function updateIndividualProfile(
  ctx: AppContext,
  profile: Profile,
  body: IndividualUpdate,
): Promise<Profile> {
  if (body.location !== undefined && !ctx.catalog.has("location", body.location))
    throw invalid({ location: MESSAGES.selectLocation });
  return ctx.db.transaction(async (tx) => {
    const row = {
      ...(body.website !== undefined ? { website: body.website } : {}),
      ...(body.location !== undefined ? { locationId: body.location } : {}),
    };
    if (Object.keys(row).length) {
      await tx
        .update(individualProfiles)
        .set(row)
        .where(eq(individualProfiles.profileId, profile.id));
    }
    return touchProfile(ctx, tx, profile, body.bio);
  });
}
