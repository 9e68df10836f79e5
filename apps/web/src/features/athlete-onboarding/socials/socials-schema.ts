import { socialsSchema } from "@lineup/shared";
import { z } from "zod";
import { linkInput } from "../links";

const shape = socialsSchema.shape;

/**
 * The add-socials form: the shared socials schema, each field taking what a person types (blank
 * for none, a link with or without https://). Each link must point at its own network. Loaded
 * only through `import()` (lib/lazy-resolver); defaults and the saved body: socials-values.
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
