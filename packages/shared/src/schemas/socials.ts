import { z } from "zod";
import * as MESSAGES from "../messages";
import { SOCIAL_NETWORKS, belongsToNetwork, type SocialNetwork } from "../social-networks";
import { httpLinkField } from "./fields";

const socialLink = (network: SocialNetwork) =>
  httpLinkField.refine(
    (link) => belongsToNetwork(network, link),
    `Please enter a valid ${SOCIAL_NETWORKS[network].label} link`,
  );

/** The add-socials form's links, by the web app's lowercase names (how they are stored). */
export const socialsSchema = z.strictObject({
  instagram: socialLink("instagram").optional(),
  youtube: socialLink("youtube").optional(),
  x: socialLink("x").optional(),
  tiktok: socialLink("tiktok").optional(),
  facebook: socialLink("facebook").optional(),
});
export type Socials = z.infer<typeof socialsSchema>;

/** Spec §3 "Athlete update": a socials object with Facebook, Instagram, Youtube and X. */
export const SPEC_SOCIAL_NAMES = {
  Facebook: "facebook",
  Instagram: "instagram",
  Youtube: "youtube",
  X: "x",
} as const satisfies Record<string, SocialNetwork>;
type SpecSocialName = keyof typeof SPEC_SOCIAL_NAMES;

const isSpecName = (key: string): key is SpecSocialName => key in SPEC_SOCIAL_NAMES;

/**
 * The socials of PATCH /api/profile/athlete/update/{id}: the spec's names and the lowercase ones
 * both, each network at most once, stored by its lowercase name. Any other key is refused (strict).
 */
export const socialsBodySchema = z
  .strictObject({
    ...socialsSchema.shape,
    Facebook: socialLink("facebook").optional(),
    Instagram: socialLink("instagram").optional(),
    Youtube: socialLink("youtube").optional(),
    X: socialLink("x").optional(),
  })
  .superRefine((socials, ctx) => {
    for (const [name, network] of Object.entries(SPEC_SOCIAL_NAMES)) {
      if (socials[name as SpecSocialName] !== undefined && socials[network] !== undefined) {
        ctx.addIssue({ code: "custom", path: [name], message: MESSAGES.socialGivenTwice });
      }
    }
  })
  .transform((socials): Socials => {
    const stored: Record<string, string> = {};
    for (const [key, link] of Object.entries(socials)) {
      if (link !== undefined) stored[isSpecName(key) ? SPEC_SOCIAL_NAMES[key] : key] = link;
    }
    return stored;
  });
