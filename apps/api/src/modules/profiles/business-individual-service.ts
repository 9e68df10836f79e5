import {
  ERROR_CODES,
  MESSAGES,
  type businessCreateBodySchema,
  type individualCreateBodySchema,
} from "@lineup/shared";
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
import { profileOfUser } from "./own-profile";

type BusinessBody = z.output<typeof businessCreateBodySchema>;
type IndividualBody = z.output<typeof individualCreateBodySchema>;

const invalid = (fields: Record<string, string>) =>
  new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);

/** A new profile row of that type for an account of the matching role, once. */
async function newProfile(ctx: AppContext, tx: Db, user: User, type: "Business" | "Individual") {
  const role = type === "Business" ? "business" : "individual";
  if (user.role !== role) throw new AppError(ERROR_CODES.forbidden, MESSAGES.wrongProfileType);
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
  if (await profileOfUser(ctx.db, user.id))
    throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);

  return ctx.db.transaction(async (tx) => {
    const profile = await newProfile(ctx, tx, user, "Business");
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
  if (await profileOfUser(ctx.db, user.id))
    throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);
  return ctx.db.transaction(async (tx) => {
    const profile = await newProfile(ctx, tx, user, "Individual");
    await tx.insert(individualProfiles).values({
      profileId: profile.id,
      website: body.website ?? null,
      locationId: body.location,
    });
    return profile.id;
  });
}
