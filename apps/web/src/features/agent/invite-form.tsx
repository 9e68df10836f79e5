import { MESSAGES } from "@lineup/shared";
import { useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { EmailField } from "@web/components/ui/email-field";
import { isApiRequestError } from "@web/lib/api-client";
import { useZodForm } from "@web/lib/use-zod-form";
import { useProblem } from "@web/lib/use-problem";
import { agentApi } from "./agent-api";
import { InviteFailedDialog, InviteSentDialog, type InviteSent } from "./invite-dialogs";

const loadSchema = async () => (await import("./invite-schema")).inviteAthleteBodySchema;

/**
 * Invites an athlete by e-mail (spec §2 "Agent find-athlete"): the success or "Ups..." dialog,
 * then `onInvited` so the sent list catches up.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { email: "" } });
  const [sent, setSent] = useState<InviteSent | null>(null);
  const [sentOpen, setSentOpen] = useState(false);
  const problem = useProblem();
  const emailField = useRef<HTMLElement | null>(null);

  async function invite({ email }: { email: string }) {
    try {
      const { emailSent } = await agentApi.invite(email);
      setSent({ email, emailSent });
      setSentOpen(true);
      reset();
      onInvited();
    } catch (error) {
      const fieldMessage = isApiRequestError(error) ? error.fields?.email : undefined;
      if (fieldMessage) setError("email", { message: fieldMessage });
      // Closing gives focus to the field, ready for another try (InviteFailedDialog's fieldRef).
      problem.show(error);
    }
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(invite)(event)}
        className="flex flex-col gap-3"
      >
        <FormField
          control={control}
          name="email"
          render={(field) => (
            <EmailField
              label="Athlete's e-mail"
              autoComplete="off"
              placeholder="athlete@example.com"
              {...field}
              inputRef={(element) => {
                field.inputRef(element);
                emailField.current = element;
              }}
            />
          )}
        />
        <Button type="submit" loading={isSubmitting} className="w-full">
          Send invite
        </Button>
      </form>
      <InviteSentDialog open={sentOpen} sent={sent} onClose={() => setSentOpen(false)} />
      <InviteFailedDialog
        open={problem.open}
        message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
        unauthenticated={problem.problem?.status === 401}
        onClose={problem.close}
        onRetry={problem.close}
        fieldRef={emailField}
      />
    </>
  );
}
