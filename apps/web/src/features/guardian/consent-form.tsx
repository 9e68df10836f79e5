import { MESSAGES, type GuardianDecisionBody } from "@lineup/shared";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { TextField } from "@web/components/ui/text-field";
import { useProblem } from "@web/lib/use-problem";
import { useZodForm } from "@web/lib/use-zod-form";
import type { ConsentFormValues } from "./consent-form-schema";

const loadSchema = async () => (await import("./consent-form-schema")).consentFormSchema;

/** The shortest name the server takes as a signature; a shorter one on a refusal is left out. */
const SIGNATURE_MIN = 3;

type ConsentFormProps = {
  /** Sends the decision; throws what the API answered. */
  decide: (body: GuardianDecisionBody) => Promise<void>;
};

/**
 * "Your full name" as a signature, then "I consent" (which needs it) or "I do not consent" (which
 * does not). A failed call shows its message and keeps the name typed.
 */
export function ConsentForm({ decide }: ConsentFormProps) {
  const form = useZodForm(loadSchema, { defaultValues: { guardianName: "" } });
  const problem = useProblem();
  const [declining, setDeclining] = useState(false);
  const busy = form.formState.isSubmitting || declining;

  async function send(body: GuardianDecisionBody) {
    try {
      await decide(body);
    } catch (error) {
      problem.show(error);
    }
  }

  async function onConsent(values: ConsentFormValues) {
    await send({ decision: "consent", guardianName: values.guardianName });
  }

  async function onDecline() {
    if (busy) return;
    const name = form.getValues("guardianName").trim();
    setDeclining(true);
    await send({
      decision: "decline",
      ...(name.length >= SIGNATURE_MIN ? { guardianName: name } : {}),
    });
    setDeclining(false);
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onConsent)(event)}
        className="flex flex-col gap-5"
      >
        <FormField<ConsentFormValues, "guardianName">
          name="guardianName"
          render={(field) => (
            <TextField
              label="Your full name"
              autoComplete="name"
              hint="Typing your name signs your decision."
              {...field}
            />
          )}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={declining}
            className="sm:flex-1"
          >
            I consent
          </Button>
          <Button
            variant="secondary"
            loading={declining}
            disabled={form.formState.isSubmitting}
            onClick={() => void onDecline()}
            className="sm:flex-1"
          >
            I do not consent
          </Button>
        </div>
      </form>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
        onClose={problem.close}
      />
    </FormProvider>
  );
}
