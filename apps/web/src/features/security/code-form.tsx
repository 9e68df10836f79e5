import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { TextField } from "@web/components/ui/text-field";
import { isApiRequestError } from "@web/lib/api-client";
import { useZodForm } from "@web/lib/use-zod-form";

const loadSchema = async () => (await import("./code-schema")).totpCodeBodySchema;

type CodeFormProps = {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Sends the code; a wrong one comes back as the field's error, anything else to onProblem. */
  onCode: (code: string) => Promise<void>;
  onProblem: (error: unknown) => void;
  /** Six digits only (turning on), or a recovery code too (turning off). */
  digitsOnly?: boolean;
  variant?: "primary" | "secondary";
};

/** One code field and its button: turning two-step verification on, and off. */
export function CodeForm({
  label,
  hint,
  submitLabel,
  onCode,
  onProblem,
  digitsOnly = false,
  variant = "primary",
}: CodeFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { code: "" } });

  async function onValid({ code }: { code: string }) {
    try {
      await onCode(code);
    } catch (error) {
      const message = isApiRequestError(error) ? error.fields?.code : undefined;
      if (message) setError("code", { message }, { shouldFocus: true });
      else onProblem(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      <FormField
        control={control}
        name="code"
        render={(field) => (
          <TextField
            label={label}
            hint={hint}
            autoComplete={digitsOnly ? "one-time-code" : "off"}
            inputMode={digitsOnly ? "numeric" : "text"}
            spellCheck={false}
            className="sm:flex-1"
            {...field}
          />
        )}
      />
      <Button type="submit" variant={variant} loading={isSubmitting} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
