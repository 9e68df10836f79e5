import { MESSAGES, createOfferSchema } from "@lineup/shared";
import { z } from "zod";
import { todayIso } from "@web/lib/calendar-day";
import { blankAsAbsent, dollarsText } from "@web/lib/dollars-field";

const field = createOfferSchema.shape;

/**
 * "Make an offer" as typed (the amount and the expiry as text, a blank date), each field checked
 * by createOfferSchema's own rule and the whole by createOfferSchema, so the form sends exactly
 * what POST /api/offers takes. Loaded only through `import()` (lib/use-zod-form).
 */
export const makeOfferFormSchema = z
  .object({
    athleteId: field.athleteId,
    serviceId: z.string().min(1, "Choose a service").pipe(field.serviceId),
    amount: dollarsText,
    message: field.message,
    activityDate: blankAsAbsent
      .pipe(field.activityDate)
      // The API checks it with its own clock too; this spares a round trip for the usual slip.
      .refine((day) => day === undefined || day >= todayIso(), MESSAGES.offerActivityDatePast),
    expiresInDays: z
      .string()
      .transform((days): number | undefined => Number(days))
      .pipe(field.expiresInDays),
  })
  .pipe(createOfferSchema);
