import { MESSAGES, dateOfBirthField, guardianEmailField } from "@lineup/shared";
import type { z } from "zod";
import { todayIso } from "./calendar-day";
import { looksMinor } from "./minor-age";

/** The answers of a form that asks a date of birth and, for a minor, a guardian's e-mail. */
export type BirthAnswers = { dateOfBirth: string; guardianEmail: string };

/**
 * The date of birth and guardian rules of a form (issue 25), for its schema's superRefine: the
 * date through the shared body field (so the messages are the server's), never ahead of today,
 * and, when the date makes the person under 18, a valid guardian's e-mail. Blank dates pass
 * unless `required`. Only ever loaded with a form's schema (it brings zod).
 */
export function checkBirthAnswers(
  answers: BirthAnswers,
  ctx: z.RefinementCtx,
  { required, state }: { required: boolean; state: string | null | undefined },
): void {
  const date = answers.dateOfBirth.trim();
  if (!date) {
    if (required) {
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: MESSAGES.enterDateOfBirth });
    }
    return;
  }
  const checked = dateOfBirthField.safeParse(date);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? MESSAGES.dateOfBirthInvalid;
    ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message });
    return;
  }
  if (date > todayIso()) {
    ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: MESSAGES.dateOfBirthFuture });
    return;
  }
  if (!looksMinor(date, state)) return;
  const email = answers.guardianEmail.trim();
  const guardian = guardianEmailField.safeParse(email);
  if (!email || !guardian.success) {
    ctx.addIssue({
      code: "custom",
      path: ["guardianEmail"],
      message: email
        ? (guardian.error?.issues[0]?.message ?? MESSAGES.invalidEmail)
        : MESSAGES.enterGuardianEmail,
    });
  }
}

/** The body's part of valid answers: the date when given, the guardian's e-mail for a minor. */
export function birthBody(
  answers: BirthAnswers,
  state: string | null | undefined,
): { dateOfBirth?: string; guardianEmail?: string } {
  const dateOfBirth = answers.dateOfBirth.trim();
  if (!dateOfBirth) return {};
  const guardianEmail = answers.guardianEmail.trim();
  return looksMinor(dateOfBirth, state) && guardianEmail
    ? { dateOfBirth, guardianEmail: guardianEmailField.parse(guardianEmail) }
    : { dateOfBirth };
}
