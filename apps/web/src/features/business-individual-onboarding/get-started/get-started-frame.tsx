import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { SubmitButton } from "@web/components/ui/submit-button";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { useNavigate } from "react-router";
import { applyFieldErrors } from "@web/lib/field-errors";
import { useCreateProfile } from "@web/lib/profile-session";
import { useProblem } from "@web/lib/use-problem";
import { PROFILE_KINDS, type ProfileKind } from "../profile-kinds";

type GetStartedFrameProps<Input extends FieldValues, Values> = {
  kind: ProfileKind;
  form: UseFormReturn<Input, unknown, Values>;
  /** Posts the valid form; answers the new profile's id. */
  send: (values: Values) => Promise<{ id: string }>;
  /**
   * The saved profile's id, with the PATCH that updates it: a person who came back to this step,
   * or the editor (decision 0076). Saving then updates instead of creating.
   */
  saved?: { id: string; update: (id: string, values: Values) => Promise<unknown> } | null;
  /** Where saving leads: create-profile unless said. */
  next?: string;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * A get-started form's frame: submitting creates the profile (or updates the saved one) and opens
 * create-profile; a refusal
 * shows in the problem dialog, and under each field the server named (the create bodies use the
 * form's field names).
 */
export function GetStartedFrame<Input extends FieldValues, Values>({
  kind,
  form,
  send,
  saved = null,
  next,
  submitLabel = "Continue",
  children,
}: GetStartedFrameProps<Input, Values>) {
  const { type, createProfile } = PROFILE_KINDS[kind];
  const create = useCreateProfile(type, createProfile);
  const navigate = useNavigate();
  const problem = useProblem();

  async function onValid(values: Values) {
    try {
      if (saved) {
        await saved.update(saved.id, values);
        await navigate(next ?? createProfile);
      } else {
        await create(() => send(values));
      }
    } catch (error) {
      applyFieldErrors(error, form.setError, Object.keys(form.getValues()));
      problem.show(error);
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        {children}
        <SubmitButton control={form.control} className="mt-1 w-full">
          {submitLabel}
        </SubmitButton>
      </form>
      <ShownProblem problem={problem} />
    </FormProvider>
  );
}
