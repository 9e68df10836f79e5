import { LIMITS } from "../limits";
import { z } from "zod";
import * as MESSAGES from "../messages";
import { emailField } from "./fields";
import { CLASS_YEARS, COMPETITION_LEVELS, LEVELS_WITH_CLASS } from "../choices";
import { SOCIAL_NETWORKS, belongsToNetwork, type SocialNetwork } from "../social-networks";

const id = z.number().int().positive();
const httpUrl = z
  .string()
  .trim()
  .max(500, MESSAGES.invalidLink)
  .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.invalidLink }));

/** POST /api/profile/athlete/create (spec §3 "Athlete profile create body"). */
export const athleteCreateBodySchema = z
  .object({
    sport: id,
    team: z.string().trim().min(3, MESSAGES.teamMin).max(80).optional(),
    hometown: id,
    roles: z.array(id).max(20).default([]),
    activities: z.array(id).min(1, MESSAGES.selectInterests).max(30),
    education: z.enum(COMPETITION_LEVELS, { error: MESSAGES.selectCompetitionLevel }),
    class: z.number().int().optional(),
    statistics: httpUrl.optional(),
    agentEmail: emailField.optional(),
    services: z.array(z.never()).max(0).default([]),
    gender: z.enum(["Male", "Female"]).optional(),
  })
  .superRefine((body, ctx) => {
    const needsClass = LEVELS_WITH_CLASS.includes(body.education);
    if (needsClass && body.class === undefined) {
      ctx.addIssue({ code: "custom", path: ["class"], message: MESSAGES.selectClass });
    }
    if (body.class !== undefined && (!needsClass || !CLASS_YEARS.includes(body.class))) {
      ctx.addIssue({ code: "custom", path: ["class"], message: MESSAGES.selectClass });
    }
  });
export type AthleteCreateBody = z.input<typeof athleteCreateBodySchema>;

const socialLink = (network: SocialNetwork) =>
  httpUrl.refine(
    (link) => belongsToNetwork(network, link),
    `Please enter a valid ${SOCIAL_NETWORKS[network].label} link`,
  );

export const socialsSchema = z.object({
  instagram: socialLink("instagram").optional(),
  youtube: socialLink("youtube").optional(),
  x: socialLink("x").optional(),
  tiktok: socialLink("tiktok").optional(),
  facebook: socialLink("facebook").optional(),
});
export type Socials = z.infer<typeof socialsSchema>;

/** A service as typed: price in dollars (spec §3: the minimum acceptable price, private). */
export const serviceSchema = z.object({
  name: z
    .string({ error: MESSAGES.enterServiceName })
    .trim()
    .min(1, MESSAGES.enterServiceName)
    .min(3, MESSAGES.enterMoreCharacters)
    .max(80, "Use at most 80 characters"),
  price: z
    .number({ error: MESSAGES.enterServicePrice })
    .min(0, "Price cannot be negative")
    .max(1_000_000, "Price must be at most $1,000,000")
    .multipleOf(0.01, "Use at most two decimals"),
});
export type ServiceInput = z.infer<typeof serviceSchema>;

export const bioField = z
  .string({ error: MESSAGES.bioRequired })
  .trim()
  .min(1, MESSAGES.bioRequired)
  .min(3, MESSAGES.bioMin)
  .max(LIMITS.bioMaxLength, `Bio must be at most ${LIMITS.bioMaxLength} characters`);

/** PATCH /api/profile/athlete/update/{id}: socials, or services and bio. */
export const athleteUpdateBodySchema = z
  .object({
    socials: socialsSchema.optional(),
    services: z.array(serviceSchema).max(20).optional(),
    bio: bioField.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Nothing to update");
export type AthleteUpdateBody = z.input<typeof athleteUpdateBodySchema>;
