import { MESSAGES, serviceSchema } from "@lineup/shared";
import { z } from "zod";

/** "$1,250.50", "1250.5" or "1250": dollars as typed; NaN when it is no number at all. */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  return /^\d*\.?\d*$/.test(cleaned) && /\d/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The 'Add a new service' form (spec §5): the shared service schema, with the price as typed
 * into a text box (in dollars; blank reads 'Enter service price'). Loaded only through `import()`
 * (lib/use-zod-form), so zod stays off the screen's first load.
 */
export const serviceFormSchema = z.object({
  name: serviceSchema.shape.name,
  price: z
    .string()
    .trim()
    .min(1, MESSAGES.enterServicePrice)
    .transform(parseDollars)
    .pipe(serviceSchema.shape.price),
});

export type ServiceFormInput = z.input<typeof serviceFormSchema>;
