import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { EmailField } from "@web/components/ui/email-field";
import { FormField } from "@web/components/ui/form-field";
import { applyFieldErrors } from "@web/lib/field-errors";
import { useZodForm } from "@web/lib/use-zod-form";
import { operatorApi } from "./operator-api";

const loadSchema = async () => (await import("./invite-schema")).operatorInviteBodySchema;

type InviteOperatorFormProps = {
  onInvited: () => Promise<void>;
  onProblem: (error: unknown) => void;
};

/** Invites another operator: the address gets a link valid for 24 hours. */
export function InviteOperatorForm({ onInvited, onProblem }: InviteOperatorFormProps) {
  const [sent, setSent] = useState("");
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { email: "" } });

  async function invite({ email }: { email: string }) {
    setSent("");
    try {
      const answer = await operatorApi.invite(email);
      reset({ email: "" });
      setSent(`Invitation sent to ${answer.email}. The link works for 24 hours.`);
      await onInvited();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ["email"])) onProblem(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(invite)(event)}
      className="flex flex-col gap-4"
    >
      <FormField
        control={control}
        name="email"
        render={(field) => <EmailField label="Their e-mail" autoComplete="off" {...field} />}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={isSubmitting}>
          Send invitation
        </Button>
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {sent}
        </p>
      </div>
    </form>
  );
}
