import { ERROR_CODES, type OperatorAcceptForm as Values } from "@lineup/shared";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { PasswordField } from "@web/components/ui/password-field";
import { TextField } from "@web/components/ui/text-field";
import { isApiRequestError } from "@web/lib/api-client";
import { applyFieldErrors } from "@web/lib/field-errors";
import { useZodForm } from "@web/lib/use-zod-form";
import { securityApi } from "./security-api";

const loadSchema = async () => (await import("./operator-accept-schema")).operatorAcceptFormSchema;

const FIELDS = ["firstName", "lastName", "password"] as const;

/** The invitation's token did not work: unknown, used, expired or malformed. */
export function isInvalidInvitation(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    (error.status === 404 ||
      error.code === ERROR_CODES.invalidToken ||
      Boolean(error.fields?.token))
  );
}

type OperatorAcceptFormProps = {
  token: string;
  /** The account exists and a session that may enrol the second factor has started. */
  onAccepted: (email: string) => void;
  /** The token did not work (the API's message, or null to say it in the screen's words). */
  onInvalid: (message: string | null) => void;
  onProblem: (error: unknown) => void;
};

/** Step 1: the name and the password of the new operator account. */
export function OperatorAcceptForm({
  token,
  onAccepted,
  onInvalid,
  onProblem,
}: OperatorAcceptFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { firstName: "", lastName: "", password: "" } });

  async function onValid(values: Values) {
    try {
      const { email } = await securityApi.acceptOperatorInvitation({ token, ...values });
      onAccepted(email);
    } catch (error) {
      if (isInvalidInvitation(error)) {
        // A 404 says it in the API's words; a malformed token names only the field.
        onInvalid(isApiRequestError(error) && error.status === 404 ? error.message : null);
        return;
      }
      if (!applyFieldErrors(error, setError, FIELDS)) onProblem(error);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="operator-details-title"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5"
    >
      <h2 id="operator-details-title" className="text-xl font-bold text-zinc-950">
        Your name and password
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="firstName"
          render={(field) => <TextField label="First name" autoComplete="given-name" {...field} />}
        />
        <FormField
          control={control}
          name="lastName"
          render={(field) => <TextField label="Last name" autoComplete="family-name" {...field} />}
        />
      </div>
      <FormField
        control={control}
        name="password"
        render={(field) => <PasswordField label="Password" {...field} />}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Create my operator account
      </Button>
    </form>
  );
}
