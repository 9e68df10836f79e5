import { socialsSchema } from "@lineup/shared";
import { z } from "zod";
import { linkInput } from "../links";

const shape = socialsSchema.shape;

const typed = <T extends z.ZodType<unknown, string | undefined>>(link: T) =>
  z.string().transform(linkInput).pipe(link);

/**
 * The add-socials form: the shared socials schema, each field taking what a person types (blank
 * for none, a link with or without https://). Each link must point at its own network. Loaded
 * only through `import()` (lib/use-zod-form); defaults and the saved body: socials-values.
 */
export const socialsFormSchema = z.object({
  instagram: typed(shape.instagram),
  youtube: typed(shape.youtube),
  x: typed(shape.x),
  tiktok: typed(shape.tiktok),
  facebook: typed(shape.facebook),
});

/** The typed text of each field. */
export type SocialsFormInput = z.input<typeof socialsFormSchema>;
