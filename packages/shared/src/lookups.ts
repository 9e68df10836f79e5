import { z } from "zod";
import { LIMITS } from "./limits";

export const lookupQuerySchema = z.object({
  amount: z.coerce
    .number({ error: "amount must be a number" })
    .int("amount must be a whole number")
    .min(1, "amount must be at least 1")
    .max(LIMITS.lookupMaxAmount, `amount must be at most ${LIMITS.lookupMaxAmount}`)
    .default(LIMITS.listPageSize),
  str: z
    .string()
    .max(LIMITS.lookupMaxStrLength, `str must be at most ${LIMITS.lookupMaxStrLength} characters`)
    .optional(),
  sports: z.coerce.number().int().positive().optional(),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const lookupItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().optional(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const lookupListSchema = z.object({
  list: z.array(lookupItemSchema),
  total: z.number().int(),
});
export type LookupList = z.infer<typeof lookupListSchema>;
