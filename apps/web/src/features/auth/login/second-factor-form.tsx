import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { TextField } from "@web/components/ui/text-field";
import { isApiRequestError } from "@web/lib/api-client";
import { safeReturnPath } from "@web/lib/registration-finished";
import { useZodForm } from "@web/lib/use-zod-form";
import { authApi } from "../auth-api";
import { completeLogin } from "../login-routing";

const loadSchema = async () => (await import("../auth-form-schemas")).totpCodeBodySchema;

type SecondFactorFormProps = {
  onProblem: (error: unknown) => void;
  /** Back to the password: the half session ended (too many codes, expired) or the person chose to. */
  onRestart: () => void;
};

/**
 * The login's second step: the authenticator app's code, or one of the recovery codes; then the
 * usual post-login routing.
 */
export function SecondFactorForm({ onProblem, onRestart }: SecondFactorFormProps) {
  const navigate = useNavigate();
  // Login's `?next=` holds after the code as after a password alone (an operator's console page).
  const back = safeReturnPath(useSearchParams()[0].get("next"));
  const [recovery, setRecovery] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { code: "" } });

  async function onValid({ code }: { code: string }) {
    try {
      await authApi.verifySecondFactor(code);
      await navigate(await completeLogin(back), { replace: true });
    } catch (error) {
      const fieldMessage = isApiRequestError(error) ? error.fields?.code : undefined;
      if (fieldMessage) {
        setError("code", { message: fieldMessage }, { shouldFocus: true });
        return;
      }
      onProblem(error);
      if (isApiRequestError(error) && error.status === 401) onRestart();
    }
  }

  function switchKind() {
    setRecovery((was) => !was);
    resetField("code");
    // The field is re-labelled in place; keep the person's focus in it.
    queueMicrotask(() => setFocus("code"));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5"
      aria-labelledby="second-factor-title"
    >
      <div>
        <h2 id="second-factor-title" className="text-xl font-bold text-zinc-950">
          Two-step verification
        </h2>
        <p className="mt-1 text-zinc-600">
          {recovery
            ? "Enter one of the recovery codes you saved. Each code works once."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <FormField
        control={control}
        name="code"
        render={(field) => (
          <TextField
            label={recovery ? "Recovery code" : "Authentication code"}
            autoComplete={recovery ? "off" : "one-time-code"}
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize={recovery ? "characters" : "off"}
            spellCheck={false}
            autoFocus
            {...field}
          />
        )}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={switchKind}>
          {recovery ? "Use the authenticator app" : "Use a recovery code"}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          Back to log in
        </Button>
      </div>
    </form>
  );
}
