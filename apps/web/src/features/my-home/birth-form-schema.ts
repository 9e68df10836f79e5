import { z } from "zod";
import { checkBirthAnswers } from "@web/lib/birth-date-rules";

/**
 * Home's date-of-birth form (issue 25) for an athlete who registered before dates of birth: the
 * date, and a guardian's e-mail when it makes a minor (counted in the hometown state's zone).
 * Loaded only through `import()` (lib/use-zod-form).
 */
export function birthFormSchema(state: string | null) {
  return z
    .object({ dateOfBirth: z.string(), guardianEmail: z.string() })
    .superRefine((form, ctx) => checkBirthAnswers(form, ctx, { required: true, state }));
}
export type BirthFormValues = { dateOfBirth: string; guardianEmail: string };
