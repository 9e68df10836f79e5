import { z } from "zod";
import * as MESSAGES from "../messages";
import { normalizeWebsite } from "../website";
import { singleLineText } from "./text-rules";

export const websiteField = singleLineText()
  .max(300, MESSAGES.invalidWebsite)
  .optional()
  .transform((value) => (value ? normalizeWebsite(value) : undefined))
  .refine((value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return url.hostname.includes(".");
    } catch {
      return false;
    }
  }, MESSAGES.invalidWebsite);

const id = z.number().int().positive();

/** POST /api/profile/business/create (spec §3 "Business create"). */
export const businessCreateBodySchema = z.strictObject({
  website: websiteField,
  location: id,
  type: id,
  marketingTactics: z.array(id).min(1, MESSAGES.selectMarketingTactics).max(30),
  goals: z.array(id).min(1, MESSAGES.selectGoals).max(30),
});
export type BusinessCreateBody = z.input<typeof businessCreateBodySchema>;

/** POST /api/profile/individual/create (spec §3 "Individual create"). */
export const individualCreateBodySchema = z.strictObject({
  website: websiteField,
  location: id,
});
export type IndividualCreateBody = z.input<typeof individualCreateBodySchema>;
