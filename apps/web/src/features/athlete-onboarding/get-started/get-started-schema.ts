import {
  CLASS_YEARS,
  COMPETITION_LEVELS,
  GENDERS,
  LEVELS_WITH_CLASS,
  MESSAGES,
  athleteCreateBodySchema,
  emailField,
  lookupItemSchema,
  type AthleteCreateBody,
  type AthleteUpdateBody,
  type CompetitionLevel,
  type Gender,
  type LookupItem,
} from "@lineup/shared";
import { z } from "zod";
import { birthBody, checkBirthAnswers } from "@web/lib/birth-date-rules";
import { present } from "@web/lib/form-schema";
import { linkInput } from "../links";

/**
 * The get-started form (spec §2 "Athlete get-started", §5), built from the shared body schema's
 * pieces. It differs from the body where a person sees more than the API: whole list items (a
 * chip needs the name), "Prefer not to say" (dropped from the body), the agent toggle, and
 * whether the chosen sport has roles (set by the screen once it knows). Loaded only through
 * `import()` (lib/use-zod-form); the defaults sit in get-started-values.
 */

const body = athleteCreateBodySchema.shape;

const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value);

export const getStartedFormSchema = z
  .object({
    sport: lookupItemSchema.nullable().transform(present<LookupItem>(MESSAGES.selectSport)),
    education: z
      .union([z.enum(COMPETITION_LEVELS), z.literal("")])
      .transform(present<CompetitionLevel>(MESSAGES.selectCompetitionLevel)),
    class: z.number().int().nullable(),
    team: z.string().transform(blankToUndefined).pipe(body.team),
    hometown: lookupItemSchema.nullable().transform(present<LookupItem>(MESSAGES.selectLocation)),
    statistics: z.string().transform(linkInput).pipe(body.statistics),
    roles: z.array(lookupItemSchema),
    activities: z.array(lookupItemSchema).min(1, MESSAGES.selectInterests),
    gender: z
      .union([z.enum(GENDERS), z.literal("")])
      .transform(present<Gender>(MESSAGES.selectGender)),
    hasAgent: z.boolean(),
    agentEmail: z.string(),
    rolesAvailable: z.boolean(),
    /** "YYYY-MM-DD" from the date input, "" when blank (issue 25). */
    dateOfBirth: z.string(),
    guardianEmail: z.string(),
    /** A new athlete must give a date; one who registered before may leave it for /home. */
    dateRequired: z.boolean(),
  })
  .superRefine(
    (form, ctx) => {
      // Runs even when other fields failed (see `when`), so a failed field may hold no value.
      const education: unknown = form.education;
      const needsClass = LEVELS_WITH_CLASS.some((level) => level === education);
      if (needsClass && (form.class === null || !CLASS_YEARS.includes(form.class))) {
        ctx.addIssue({ code: "custom", path: ["class"], message: MESSAGES.selectClass });
      }
      if (form.rolesAvailable && form.roles.length === 0) {
        ctx.addIssue({ code: "custom", path: ["roles"], message: MESSAGES.selectPosition });
      }
      if (form.hasAgent) {
        const email = form.agentEmail.trim();
        const checked = emailField.safeParse(email);
        if (!email || !checked.success) {
          ctx.addIssue({
            code: "custom",
            path: ["agentEmail"],
            message: email
              ? (checked.error?.issues[0]?.message ?? MESSAGES.invalidEmail)
              : MESSAGES.agentEmailRequired,
          });
        }
      }
      checkBirthAnswers(form, ctx, { required: form.dateRequired, state: stateOf(form) });
    },
    // Every message at once on the first submit, not the cross-field ones only after the rest.
    { when: () => true },
  );

/** The chosen hometown's state, whose time zone counts birthdays; none while unchosen. */
function stateOf(form: { hometown: unknown }): string | undefined {
  const hometown = form.hometown as LookupItem | null | undefined;
  return hometown?.state;
}

export type GetStartedFormInput = z.input<typeof getStartedFormSchema>;
export type GetStartedFormValues = z.output<typeof getStartedFormSchema>;

/** The spec §3 create body of a valid form: ids only, optional parts left out when empty. */
export function toAthleteCreateBody(form: GetStartedFormValues): AthleteCreateBody {
  const needsClass = LEVELS_WITH_CLASS.includes(form.education);
  const agentEmail = form.hasAgent ? emailField.parse(form.agentEmail) : undefined;
  return {
    sport: form.sport.id,
    ...(form.team ? { team: form.team } : {}),
    hometown: form.hometown.id,
    roles: form.rolesAvailable ? form.roles.map((role) => role.id) : [],
    activities: form.activities.map((activity) => activity.id),
    education: form.education,
    ...(needsClass && form.class !== null ? { class: form.class } : {}),
    ...(form.statistics ? { statistics: form.statistics } : {}),
    ...(agentEmail ? { agentEmail } : {}),
    services: [],
    ...(form.gender !== "Prefer not to say" ? { gender: form.gender } : {}),
    ...birthBody(form, stateOf(form)),
  };
}

/** What the person gave before about their age (GET /api/profile/my), to send only changes. */
export type SavedBirthAnswers = { dateOfBirth: string | null; guardianEmail: string | null };

/**
 * The update body of a valid form for a saved profile (decision 0076): every answer, a blank
 * optional one as `null` so the saved value goes. The agent is only ever added or changed here;
 * so are the date of birth and the guardian's e-mail.
 */
export function toAthleteUpdateBody(
  form: GetStartedFormValues,
  saved: SavedBirthAnswers = { dateOfBirth: null, guardianEmail: null },
): AthleteUpdateBody {
  const { services: _services, dateOfBirth, guardianEmail, ...create } = toAthleteCreateBody(form);
  // The date and the guardian go only when changed: naming a guardian again e-mails them again.
  const dateChanged = dateOfBirth !== undefined && dateOfBirth !== saved.dateOfBirth;
  const guardianChanged =
    guardianEmail !== undefined && (dateChanged || guardianEmail !== saved.guardianEmail);
  return {
    ...create,
    ...(dateChanged ? { dateOfBirth } : {}),
    ...(guardianChanged ? { guardianEmail } : {}),
    team: create.team ?? null,
    class: create.class ?? null,
    statistics: create.statistics ?? null,
    gender: create.gender ?? null,
  };
}
