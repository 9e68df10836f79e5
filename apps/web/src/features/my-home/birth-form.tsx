import { useCallback } from "react";
import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { BirthDateFields } from "@web/components/ui/birth-date-fields";
import { SubmitButton } from "@web/components/ui/submit-button";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { apiRequest } from "@web/lib/api-client";
import { applyFieldErrors } from "@web/lib/field-errors";
import { profilePath } from "@web/lib/profile-api";
import { useProblem } from "@web/lib/use-problem";
import { useZodForm } from "@web/lib/use-zod-form";
import type { BirthFormValues } from "./birth-form-schema";

type BirthFormProps = { profileId: string; state: string | null };

/**
 * The date of birth (and a minor's guardian) for an athlete who registered before they were
 * asked: PATCH /api/profile/athlete/update/{id} with those fields only; home then reads where the
 * athlete stands. A refusal shows under its field and in the problem dialog; nothing typed goes.
 */
export function BirthForm({ profileId, state }: BirthFormProps) {
  const load = useCallback(
    async () => (await import("./birth-form-schema")).birthFormSchema(state),
    [state],
  );
  const form = useZodForm(load, { defaultValues: { dateOfBirth: "", guardianEmail: "" } });
  const problem = useProblem();
  const revalidator = useRevalidator();

  async function onValid(values: BirthFormValues) {
    const { birthBody } = await import("@web/lib/birth-date-rules");
    try {
      await apiRequest(`/api/profile/athlete/update/${profilePath(profileId)}`, {
        method: "PATCH",
        body: birthBody(values, state),
      });
      await revalidator.revalidate();
    } catch (error) {
      applyFieldErrors(error, form.setError, ["dateOfBirth", "guardianEmail"]);
      problem.show(error);
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <BirthDateFields state={state} />
        <SubmitButton control={form.control} className="sm:self-start">
          Save your date of birth
        </SubmitButton>
      </form>
      <ShownProblem problem={problem} />
    </FormProvider>
  );
}
