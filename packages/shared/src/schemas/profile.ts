import { z } from "zod";
import { COMPETITION_LEVELS } from "../choices";
import { bioField } from "./fields";

/** Where an onboarding flow resumes: the first screen the profile still owes. */
export const ONBOARDING_STEPS = ["socials", "profile", "done"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A service with its private price, in dollars: only ever sent to its owner. */
export const ownServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
});
export type OwnService = z.infer<typeof ownServiceSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/profile/private/{id} for an athlete: the whole profile, prices included. */
export const athleteProfileSchema = z.object({
  id: z.string(),
  type: z.literal("Athlete"),
  nextStep: z.enum(ONBOARDING_STEPS),
  bio: z.string().nullable(),
  avatar: mediaItemSchema.nullable(),
  photos: z.array(mediaItemSchema),
  videos: z.array(mediaItemSchema),
  services: z.array(ownServiceSchema),
  sport: named,
  team: z.string().nullable(),
  hometown: z.object({ id: z.number().int(), name: z.string(), state: z.string() }),
  roles: z.array(named),
  activities: z.array(named),
  education: z.enum(COMPETITION_LEVELS),
  class: z.number().int().nullable(),
  statistics: z.string().nullable(),
  gender: z.enum(["Male", "Female"]).nullable(),
  agentEmail: z.string().nullable(),
  socials: z.record(z.string(), z.string()),
});
export type AthleteProfile = z.infer<typeof athleteProfileSchema>;

export const createdIdSchema = z.object({ data: z.object({ id: z.string() }) });

const city = z.object({ id: z.number().int(), name: z.string(), state: z.string() });

export const businessProfileSchema = z.object({
  id: z.string(),
  type: z.literal("Business"),
  nextStep: z.enum(ONBOARDING_STEPS),
  bio: z.string().nullable(),
  avatar: mediaItemSchema.nullable(),
  website: z.string().nullable(),
  location: city,
  businessType: named,
  marketingTactics: z.array(named),
  goals: z.array(named),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const individualProfileSchema = z.object({
  id: z.string(),
  type: z.literal("Individual"),
  nextStep: z.enum(ONBOARDING_STEPS),
  bio: z.string().nullable(),
  avatar: mediaItemSchema.nullable(),
  website: z.string().nullable(),
  location: city,
});
export type IndividualProfile = z.infer<typeof individualProfileSchema>;

export const anyProfileSchema = z.discriminatedUnion("type", [
  athleteProfileSchema,
  businessProfileSchema,
  individualProfileSchema,
]);
export type AnyProfile = z.infer<typeof anyProfileSchema>;

/** PATCH /api/profile/business/update/{id} and /individual/update/{id}: the bio (spec §7). */
export const bioUpdateBodySchema = z.strictObject({ bio: bioField });

/** POST /api/profile/resubmit: nothing to send (docs/decisions/0076). */
export const resubmitBodySchema = z.strictObject({});

/** Its answer: where the account stands now. */
export const resubmitAnswerSchema = z.object({
  data: z.object({ status: z.literal("pending") }),
});
