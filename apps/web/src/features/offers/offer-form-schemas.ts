import { offerActionSchema, offerMessageField, offerMessageSchema } from "@lineup/shared";
import { z } from "zod";
import { blankAsAbsent, dollarsText } from "@web/lib/dollars-field";

/**
 * The offer page's forms, each ending in the shared body schema (offerActionSchema,
 * offerMessageSchema), so the form refuses exactly what the API refuses. Loaded only through
 * `import()` (lib/use-zod-form), so zod stays off the page's first load.
 */
type ActionInput = z.input<typeof offerActionSchema>;

const optionalMessage = blankAsAbsent.pipe(offerMessageField.optional());

/** Counter: a new amount and, if the person wants, a message. */
export const counterFormSchema = z
  .object({ amount: dollarsText, message: optionalMessage })
  .transform((values): ActionInput => ({ action: "counter", ...values }))
  .pipe(offerActionSchema);

/** Decline: an optional reason. */
export const declineFormSchema = z
  .object({ message: optionalMessage })
  .transform((values): ActionInput => ({ action: "decline", ...values }))
  .pipe(offerActionSchema);

export { offerMessageSchema };
