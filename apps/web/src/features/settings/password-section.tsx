import type { AccountSettings, ChangePasswordForm } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { CurrentPasswordField, PasswordField } from "@web/components/ui/password-field";
import { useZodForm } from "@web/lib/use-zod-form";
import { applyFieldErrors } from "@web/lib/field-errors";
import { settingsApi } from "./settings-api";
import { SettingsSection, StatusLine } from "./settings-section";

const loadSchema = async () => (await import("./settings-schemas")).changePasswordFormSchema;
const EMPTY: ChangePasswordForm = { currentPassword: "", password: "", confirmPassword: "" };

type PasswordSectionProps = { account: AccountSettings; onProblem: (error: unknown) => void };

/** Password: the current one proves it is you; the new one signs your other devices out. */
export function PasswordSection({ account, onProblem }: PasswordSectionProps) {
  return (
    <SettingsSection
      id="password"
      title="Password"
      intro={
        account.hasPassword
          ? "Changing it signs you out on your other devices."
          : "You sign in with your provider, so your account has no password yet."
      }
    >
      {account.hasPassword ? (
        <PasswordForm onProblem={onProblem} />
      ) : (
        <PasswordLink email={account.email} onProblem={onProblem} />
      )}
    </SettingsSection>
  );
}

function PasswordForm({ onProblem }: { onProblem: (error: unknown) => void }) {
  const [status, setStatus] = useState("");
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: EMPTY });

  async function change({ currentPassword, password }: ChangePasswordForm) {
    setStatus("");
    try {
      const answer = await settingsApi.changePassword({ currentPassword, password });
      reset(EMPTY);
      setStatus(answer.message);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ["currentPassword", "password"])) onProblem(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(change)(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        control={control}
        name="currentPassword"
        render={(field) => <CurrentPasswordField label="Current password" {...field} />}
      />
      <FormField
        control={control}
        name="password"
        render={(field) => <PasswordField label="New password" {...field} />}
      />
      <FormField
        control={control}
        name="confirmPassword"
        render={(field) => (
          <PasswordField
            label="Confirm new password"
            placeholder="Repeat your new password"
            {...field}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
        <StatusLine>{status}</StatusLine>
      </div>
    </form>
  );
}

/** A provider-only account sets its first password through the e-mailed reset link. */
function PasswordLink({ email, onProblem }: { email: string; onProblem: (e: unknown) => void }) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  async function send() {
    setSending(true);
    try {
      await settingsApi.passwordLink(email);
      setStatus(`We have sent a link to ${email} to set a password.`);
    } catch (error) {
      onProblem(error);
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button variant="secondary" loading={sending} onClick={() => void send()}>
        E-mail me a link to set one
      </Button>
      <StatusLine>{status}</StatusLine>
    </div>
  );
}
