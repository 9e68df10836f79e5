import type { AccountSettings, EmailChangeBody } from "@lineup/shared";
import { useCallback, useState } from "react";
import type { ZodType } from "zod";
import { Button } from "@web/components/ui/button";
import { EmailField } from "@web/components/ui/email-field";
import { FormField } from "@web/components/ui/form-field";
import { CurrentPasswordField } from "@web/components/ui/password-field";
import { useZodForm } from "@web/lib/use-zod-form";
import { applyFieldErrors } from "@web/lib/field-errors";
import { FreshSignIn, needsFreshSignIn } from "./fresh-sign-in";
import { settingsApi } from "./settings-api";
import { SettingsSection, StatusLine } from "./settings-section";

type Form = { email: string; password: string };
const loadSchema = async (hasPassword: boolean) =>
  (await import("./settings-schemas")).emailChangeFormSchema(hasPassword) as unknown as ZodType<
    EmailChangeBody,
    Form
  >;

type EmailSectionProps = { account: AccountSettings; onProblem: (error: unknown) => void };

/** E-mail: the address in use, and a new one, confirmed by a link sent to it. */
export function EmailSection({ account, onProblem }: EmailSectionProps) {
  const [pending, setPending] = useState(account.pendingEmail);
  const [status, setStatus] = useState("");
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(
    useCallback(() => loadSchema(account.hasPassword), [account.hasPassword]),
    { defaultValues: { email: "", password: "" } },
  );

  async function send(body: EmailChangeBody) {
    setStatus("");
    try {
      const answer = await settingsApi.changeEmail(
        account.hasPassword ? body : { email: body.email },
      );
      setPending(body.email);
      reset({ email: "", password: "" });
      setStatus(answer.message);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ["email", "password"])) onProblem(error);
    }
  }

  return (
    <SettingsSection
      id="email"
      title="E-mail"
      intro={
        <>
          You sign in with <strong className="break-all text-zinc-900">{account.email}</strong>.
        </>
      }
    >
      {pending && (
        <p className="mb-5 rounded-2xl bg-amber-50 p-4 text-zinc-800">
          We sent a link to <strong className="break-all">{pending}</strong>. Your address changes
          when you open it (within 24 hours).
        </p>
      )}
      {needsFreshSignIn(account) ? (
        <FreshSignIn account={account} purpose="change your e-mail" onProblem={onProblem} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(send)(event)}
          className="flex flex-col gap-5"
        >
          <FormField
            control={control}
            name="email"
            render={(field) => <EmailField label="New e-mail" autoComplete="off" {...field} />}
          />
          {account.hasPassword && (
            <FormField
              control={control}
              name="password"
              render={(field) => <CurrentPasswordField label="Your password" {...field} />}
            />
          )}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" loading={isSubmitting}>
              Send confirmation link
            </Button>
            <StatusLine>{status}</StatusLine>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
