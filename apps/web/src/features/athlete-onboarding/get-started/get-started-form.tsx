import { ERROR_CODES, type AthleteProfile } from "@lineup/shared";
import { useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { BirthDateFields } from "@web/components/ui/birth-date-fields";
import { SubmitButton } from "@web/components/ui/submit-button";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { getAgentEmail } from "@web/lib/account-storage";
import { isApiRequestError } from "@web/lib/api-client";
import { applyFieldErrors } from "@web/lib/field-errors";
import { useZodForm } from "@web/lib/use-zod-form";
import { useProblem } from "@web/lib/use-problem";
import { forgetSignedIn } from "@web/lib/sign-out";
import { AboutFields } from "./about-fields";
import { AgentField, type InvitedBy } from "./agent-field";
import type { GetStartedFormValues, SavedBirthAnswers } from "./get-started-schema";
import { EMPTY_GET_STARTED, savedGetStarted } from "./get-started-values";
import { SportFields } from "./sport-fields";
import { TooYoungDialog } from "./too-young-dialog";
import { useSaveGetStarted } from "./use-save-get-started";

const loadSchema = async () => (await import("./get-started-schema")).getStartedFormSchema;

/** Server field names (the create body's) that the form shows under a field of its own. */
const FORM_FIELDS = [
  "sport",
  "education",
  "class",
  "team",
  "hometown",
  "statistics",
  "roles",
  "activities",
  "gender",
  "agentEmail",
  "dateOfBirth",
  "guardianEmail",
];

type GetStartedFormProps = {
  invitedBy: InvitedBy;
  /** The saved profile: its answers fill the form and saving updates it (decision 0076). */
  saved?: AthleteProfile | null;
  /** The saved date of birth and guardian (GET /api/profile/my), for a saved profile. */
  savedBirth?: SavedBirthAnswers | null;
  /** Where saving a saved profile leads (the socials step unless said). */
  next?: string;
  submitLabel?: string;
};

/**
 * The athlete get-started form (spec §2, §5); submitting creates the profile, or updates the saved
 * one. The agent question starts from the saved answer, the server's invitation (pre-filled and
 * locked) or else a bare join link's e-mail kept in this browser (pre-filled, editable: anyone
 * can craft such a link).
 */
export function GetStartedForm({
  invitedBy,
  saved = null,
  savedBirth = null,
  next,
  submitLabel = "Continue",
}: GetStartedFormProps) {
  const [suggested] = useState(getAgentEmail);
  const agentEmail = invitedBy?.email ?? suggested;
  const form = useZodForm(loadSchema, {
    defaultValues: saved
      ? savedGetStarted(saved, savedBirth)
      : {
          ...EMPTY_GET_STARTED,
          hasAgent: agentEmail !== null,
          agentEmail: agentEmail ?? "",
        },
  });
  const problem = useProblem();
  const save = useSaveGetStarted(saved?.id ?? null, savedBirth, next);
  const hometown = useWatch({ control: form.control, name: "hometown" });
  const [tooYoung, setTooYoung] = useState(false);

  async function onValid(values: GetStartedFormValues) {
    try {
      await save(values);
    } catch (error) {
      // Under 13: the server has erased the account and ended the session (issue 25).
      if (isApiRequestError(error) && error.code === ERROR_CODES.tooYoung) {
        forgetSignedIn();
        setTooYoung(true);
        return;
      }
      applyFieldErrors(error, form.setError, FORM_FIELDS);
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
        <SportFields />
        <AboutFields />
        <BirthDateFields state={hometown?.state} optional={!form.getValues("dateRequired")} />
        <AgentField invitedBy={invitedBy} />
        <SubmitButton control={form.control} className="mt-1 w-full">
          {submitLabel}
        </SubmitButton>
      </form>
      <ShownProblem problem={problem} />
      <TooYoungDialog open={tooYoung} />
    </FormProvider>
  );
}
