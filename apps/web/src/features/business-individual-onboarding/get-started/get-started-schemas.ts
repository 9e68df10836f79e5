import { MESSAGES, lookupItemSchema, websiteField, type LookupItem } from "@lineup/shared";
import { z } from "zod";
import { present } from "@web/lib/form-schema";

/**
 * The business and individual get-started forms (spec §2, §5). They differ from the create
 * bodies where a person sees more than the API: whole list items, since a chip needs the name.
 * The website goes through the shared websiteField, which adds https:// as the server does.
 * Loaded only through `import()` (lib/use-zod-form); defaults and bodies: get-started-values.
 */

const location = lookupItemSchema
  .nullable()
  .transform(present<LookupItem>(MESSAGES.selectLocation));

export const businessGetStartedSchema = z.object({
  type: lookupItemSchema.nullable().transform(present<LookupItem>(MESSAGES.selectBusinessType)),
  website: websiteField,
  location,
  marketingTactics: z.array(lookupItemSchema).min(1, MESSAGES.selectMarketingTactics),
  goals: z.array(lookupItemSchema).min(1, MESSAGES.selectGoals),
});
export type BusinessGetStartedInput = z.input<typeof businessGetStartedSchema>;
export type BusinessGetStartedValues = z.output<typeof businessGetStartedSchema>;

export const individualGetStartedSchema = z.object({ location, website: websiteField });
export type IndividualGetStartedInput = z.input<typeof individualGetStartedSchema>;
export type IndividualGetStartedValues = z.output<typeof individualGetStartedSchema>;
