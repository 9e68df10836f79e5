import { socialsSchema, type Socials } from "@lineup/shared";
import { z } from "zod";
import { linkInput } from "../links";

const shape = socialsSchema.shape;

/**
 * The add-socials form: the shared socials schema, each field taking what a person types (blank
 * for none, a link with or without https://). Each link must point at its own network.
 */
export const socialsFormSchema = z.object({
  instagram: z.preprocess(linkInput, shape.instagram),
  youtube: z.preprocess(linkInput, shape.youtube),
  x: z.preprocess(linkInput, shape.x),
  tiktok: z.preprocess(linkInput, shape.tiktok),
  facebook: z.preprocess(linkInput, shape.facebook),
});

/** The typed text of each field (the schema's input reads `unknown` through the preprocess). */
export type SocialsFormInput = z.input<typeof socialsFormSchema>;
type SocialsText = Record<keyof Socials, string>;

/** Only the links given (spec §3 "only non-empty ones"). */
export function nonEmptySocials(socials: Socials): Socials {
  return Object.fromEntries(
    Object.entries(socials).filter(([, link]) => typeof link === "string" && link !== ""),
  );
}

export const EMPTY_SOCIALS: SocialsText = {
  instagram: "",
  youtube: "",
  x: "",
  tiktok: "",
  facebook: "",
};

/** What was saved before, for a person coming back. */
export function socialsDefaults(saved: Record<string, string> | undefined): SocialsText {
  const values = { ...EMPTY_SOCIALS };
  for (const key of Object.keys(values) as (keyof Socials)[]) {
    const link = saved?.[key];
    if (typeof link === "string") values[key] = link;
  }
  return values;
}
