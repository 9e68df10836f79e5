import { MESSAGES, offerAmountField } from "@lineup/shared";
import { z } from "zod";
import { parseDollars } from "./dollars";

/**
 * An offer's amount as typed into a text box ("$1,250.50"), checked by the shared amount rule.
 * Imported only by form schema modules, which load through `import()` (decision 0051).
 */
export const dollarsText = z
  .string()
  .trim()
  .min(1, MESSAGES.offerAmountPositive)
  .transform(parseDollars)
  .pipe(offerAmountField);

/** A text that may stay blank: blank is no text at all (the field is left out of the body). */
export const blankAsAbsent = z.string().transform((text) => (text.trim() ? text : undefined));
