import type { BusinessProfile, IndividualProfile } from "@lineup/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  businessGoals,
  businessProfileGoals,
  businessProfiles,
  businessProfileTactics,
  businessTypes,
  cities,
  individualProfiles,
  marketingTactics,
} from "@api/db/schema";
import { listMedia, toMediaItem } from "../media";
import type { Profile } from "./own-profile";

async function avatarOf(db: Db, profileId: string) {
  const [avatar] = await listMedia(db, profileId, "avatar");
  return avatar ? toMediaItem(avatar) : null;
}

export async function businessProfileView(db: Db, profile: Profile): Promise<BusinessProfile> {
  const [row] = await db
    .select({ business: businessProfiles, city: cities, type: businessTypes })
    .from(businessProfiles)
    .innerJoin(cities, eq(cities.id, businessProfiles.locationId))
    .innerJoin(businessTypes, eq(businessTypes.id, businessProfiles.typeId))
    .where(eq(businessProfiles.profileId, profile.id));
  if (!row) throw new Error(`business profile ${profile.id} has no business row`);
  const tactics = await db
    .select({ id: marketingTactics.id, name: marketingTactics.name })
    .from(businessProfileTactics)
    .innerJoin(marketingTactics, eq(marketingTactics.id, businessProfileTactics.tacticId))
    .where(eq(businessProfileTactics.profileId, profile.id))
    .orderBy(asc(marketingTactics.name));
  const goals = await db
    .select({ id: businessGoals.id, name: businessGoals.name })
    .from(businessProfileGoals)
    .innerJoin(businessGoals, eq(businessGoals.id, businessProfileGoals.goalId))
    .where(eq(businessProfileGoals.profileId, profile.id))
    .orderBy(asc(businessGoals.name));
  return {
    id: profile.id,
    type: "Business",
    nextStep: profile.nextStep,
    bio: profile.bio,
    avatar: await avatarOf(db, profile.id),
    website: row.business.website,
    location: { id: row.city.id, name: row.city.name, state: row.city.state },
    businessType: { id: row.type.id, name: row.type.name },
    marketingTactics: tactics,
    goals,
  };
}

export async function individualProfileView(db: Db, profile: Profile): Promise<IndividualProfile> {
  const [row] = await db
    .select({ individual: individualProfiles, city: cities })
    .from(individualProfiles)
    .innerJoin(cities, eq(cities.id, individualProfiles.locationId))
    .where(eq(individualProfiles.profileId, profile.id));
  if (!row) throw new Error(`individual profile ${profile.id} has no individual row`);
  return {
    id: profile.id,
    type: "Individual",
    nextStep: profile.nextStep,
    bio: profile.bio,
    avatar: await avatarOf(db, profile.id),
    website: row.individual.website,
    location: { id: row.city.id, name: row.city.name, state: row.city.state },
  };
}
