import { MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { getAgentEmail } from "@web/lib/account-storage";
import { isApiRequestError } from "@web/lib/api-client";
import { useZodForm } from "@web/lib/use-zod-form";
import { useProblem } from "@web/lib/use-problem";
import { AboutFields } from "./about-fields";
import { AgentField, type InvitedBy } from "./agent-field";
import type { GetStartedFormInput, GetStartedFormValues } from "./get-started-schema";
import { EMPTY_GET_STARTED } from "./get-started-values";
import { SportFields } from "./sport-fields";
import { useCreateAthlete } from "./use-create-athlete";

const loadSchema = async () => (await import("./get-started-schema")).getStartedFormSchema;

/** Server field names (the create body's) that the form shows under a field of its own. */
const FORM_FIELDS = new Set<string>([
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
]);

/**
 * The athlete get-started form (spec §2, §5); submitting creates the profile. The agent question
 * starts from the server's invitation (pre-filled and locked) or else a bare join link's e-mail
 * kept in this browser (pre-filled, editable: anyone can craft such a link).
 */
export function GetStartedForm({ invitedBy }: { invitedBy: InvitedBy }) {
  const [suggested] = useState(getAgentEmail);
  const agentEmail = invitedBy?.email ?? suggested;
  const form = useZodForm(loadSchema, {
    defaultValues: {
      ...EMPTY_GET_STARTED,
      hasAgent: agentEmail !== null,
      agentEmail: agentEmail ?? "",
    },
  });
  const problem = useProblem();
  const create = useCreateAthlete();

  async function onValid(values: GetStartedFormValues) {
    try {
      await create(values);
    } catch (error) {
      if (isApiRequestError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (FORM_FIELDS.has(field))
            form.setError(field as keyof GetStartedFormInput, { message });
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
        className="flex flex-col gap-5"
      >
        <SportFields />
        <AboutFields />
        <AgentField invitedBy={invitedBy} />
        <Button type="submit" loading={form.formState.isSubmitting} className="mt-1 w-full">
          Continue
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
