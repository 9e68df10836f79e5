import { z } from "zod";
import * as MESSAGES from "../messages";
import { bioField, websiteField } from "./fields";

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

/** A website in an update: a link, or blank / `null` to remove the saved one. */
const websiteUpdateField = websiteField.nullable().transform((value) => value ?? null);

const nothingToUpdate = (body: object, ctx: z.RefinementCtx) => {
  if (Object.keys(body).length === 0) {
    ctx.addIssue({ code: "custom", path: [], message: "Nothing to update" });
  }
};

/**
 * PATCH /api/profile/business/update/{id}: any of the create body's answers and the bio; only the
 * fields sent change (docs/decisions/0076).
 */
export const businessUpdateBodySchema = z
  .strictObject({
    website: websiteUpdateField.optional(),
    location: id.optional(),
    type: id.optional(),
    marketingTactics: businessCreateBodySchema.shape.marketingTactics.optional(),
    goals: businessCreateBodySchema.shape.goals.optional(),
    bio: bioField.optional(),
  })
  .superRefine(nothingToUpdate);
export type BusinessUpdateBody = z.input<typeof businessUpdateBodySchema>;

/** PATCH /api/profile/individual/update/{id}: location, website and bio, each optional. */
export const individualUpdateBodySchema = z
  .strictObject({
    website: websiteUpdateField.optional(),
    location: id.optional(),
    bio: bioField.optional(),
  })
  .superRefine(nothingToUpdate);
export type IndividualUpdateBody = z.input<typeof individualUpdateBodySchema>;
