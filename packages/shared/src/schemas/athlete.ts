import { z } from "zod";
import * as MESSAGES from "../messages";
import { bioField, emailField, httpLinkField } from "./fields";
import { singleLineText } from "./text-rules";
import { CLASS_YEARS, COMPETITION_LEVELS, LEVELS_WITH_CLASS } from "../choices";
import { socialsBodySchema } from "./socials";
import { calendarDate } from "../minor-rules";

const id = z.number().int().positive();

/**
 * An athlete's date of birth, "YYYY-MM-DD" (issue 25, decision 0088: added to spec §3's create
 * and update bodies, optional there so the spec's body stays valid). Whether the athlete is old
 * enough, and a minor who needs a guardian, is the server's to decide by its clock.
 */
export const dateOfBirthField = z
  .string({ error: MESSAGES.enterDateOfBirth })
  .min(1, MESSAGES.enterDateOfBirth)
  .refine((text) => calendarDate(text) !== null, MESSAGES.dateOfBirthInvalid)
  .refine((text) => text >= "1900-01-01", MESSAGES.dateOfBirthInvalid);

/** A minor's parent or guardian's e-mail; the server refuses the athlete's own address. */
export const guardianEmailField = emailField;

/** POST /api/profile/athlete/create (spec §3 "Athlete profile create body"). */
export const athleteCreateBodySchema = z
  .strictObject({
    sport: id,
    team: singleLineText().trim().min(3, MESSAGES.teamMin).max(80).optional(),
    hometown: id,
    roles: z.array(id).max(20).default([]),
    activities: z.array(id).min(1, MESSAGES.selectInterests).max(30),
    education: z.enum(COMPETITION_LEVELS, { error: MESSAGES.selectCompetitionLevel }),
    class: z.number().int().optional(),
    statistics: httpLinkField.optional(),
    agentEmail: emailField.optional(),
    services: z.array(z.never()).max(0).default([]),
    gender: z.enum(["Male", "Female"]).optional(),
    dateOfBirth: dateOfBirthField.optional(),
    guardianEmail: guardianEmailField.optional(),
  })
  .superRefine((body, ctx) => {
    const needsClass = LEVELS_WITH_CLASS.includes(body.education);
    if (needsClass && body.class === undefined) {
      ctx.addIssue({ code: "custom", path: ["class"], message: MESSAGES.selectClass });
    }
    if (body.class !== undefined && (!needsClass || !CLASS_YEARS.includes(body.class))) {
      ctx.addIssue({ code: "custom", path: ["class"], message: MESSAGES.selectClass });
    }
  });
export type AthleteCreateBody = z.input<typeof athleteCreateBodySchema>;

/** A service as typed: price in dollars (spec §3: the minimum acceptable price, private). */
export const serviceSchema = z.strictObject({
  name: singleLineText({ error: MESSAGES.enterServiceName })
    .trim()
    .min(1, MESSAGES.enterServiceName)
    .min(3, MESSAGES.enterMoreCharacters)
    .max(80, "Use at most 80 characters"),
  price: z
    .number({ error: MESSAGES.enterServicePrice })
    .min(0, "Price cannot be negative")
    .max(1_000_000, "Price must be at most $1,000,000")
    .multipleOf(0.01, "Use at most two decimals"),
});
export type ServiceInput = z.infer<typeof serviceSchema>;

/**
 * A service in the athlete PATCH's list: with the `id` of one of the profile's own services it
 * changes that service in place (its id stays, so what refers to it keeps working); without one
 * it is a new service. Any other id is refused with the same words, whether or not it exists.
 */
export const serviceItemSchema = z.strictObject({
  id: z.uuid({ error: MESSAGES.serviceNotFound }).optional(),
  ...serviceSchema.shape,
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/**
 * PATCH /api/profile/athlete/update/{id}: any of the create body's answers, socials, services and
 * bio; only the fields sent change (docs/decisions/0076). `null` clears an optional answer (team,
 * class, statistics, gender). `services` is the whole list: an entry with an id edits that service
 * in place, one without is added, and a saved service left out is removed. Rules
 * that need the saved profile (roles of the sport, a class for the level) are checked by the
 * server on the profile as it would become.
 */
export const athleteUpdateBodySchema = z
  .strictObject({
    sport: id.optional(),
    team: singleLineText().trim().min(3, MESSAGES.teamMin).max(80).nullable().optional(),
    hometown: id.optional(),
    roles: z.array(id).max(20).optional(),
    activities: z.array(id).min(1, MESSAGES.selectInterests).max(30).optional(),
    education: z.enum(COMPETITION_LEVELS, { error: MESSAGES.selectCompetitionLevel }).optional(),
    class: z.number().int().nullable().optional(),
    statistics: httpLinkField.nullable().optional(),
    agentEmail: emailField.optional(),
    gender: z.enum(["Male", "Female"]).nullable().optional(),
    dateOfBirth: dateOfBirthField.optional(),
    guardianEmail: guardianEmailField.optional(),
    socials: socialsBodySchema.optional(),
    services: z.array(serviceItemSchema).max(20).optional(),
    bio: bioField.optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) {
      ctx.addIssue({ code: "custom", path: [], message: "Nothing to update" });
    }
    if (typeof body.class === "number" && !CLASS_YEARS.includes(body.class)) {
      ctx.addIssue({ code: "custom", path: ["class"], message: MESSAGES.selectClass });
    }
    const ids = new Set<string>();
    body.services?.forEach(({ id }, index) => {
      if (id === undefined) return;
      if (ids.has(id)) {
        ctx.addIssue({
          code: "custom",
          path: ["services", index, "id"],
          message: MESSAGES.serviceGivenTwice,
        });
      }
      ids.add(id);
    });
  });
export type AthleteUpdateBody = z.input<typeof athleteUpdateBodySchema>;
