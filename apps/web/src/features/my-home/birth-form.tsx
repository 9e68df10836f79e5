import { MESSAGES } from "@lineup/shared";
import { useCallback } from "react";
import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { BirthDateFields } from "@web/components/ui/birth-date-fields";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { apiRequest, isApiRequestError } from "@web/lib/api-client";
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
      if (isApiRequestError(error) && error.fields) {
        for (const field of ["dateOfBirth", "guardianEmail"] as const) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
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
        <Button type="submit" loading={form.formState.isSubmitting} className="sm:self-start">
          Save your date of birth
        </Button>
      </form>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
        unauthenticated={problem.problem?.status === 401}
        onClose={problem.close}
      />
    </FormProvider>
  );
}
