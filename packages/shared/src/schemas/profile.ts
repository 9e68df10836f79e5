import { z } from "zod";
import { COMPETITION_LEVELS } from "./athlete";

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
