import { MESSAGES, ROUTES } from "@lineup/shared";
import { Link, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { primaryButton } from "@web/components/ui/button-styles";
import { FormField } from "@web/components/ui/form-field";
import { PasswordField } from "@web/components/ui/password-field";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { authApi } from "./auth-api";
import { useZodForm } from "@web/lib/use-zod-form";
import { useProblem } from "@web/lib/use-problem";

const loadSchema = async () => (await import("./auth-form-schemas")).newPasswordFormSchema;

/** Spec §2 "Set new password": success goes home with a notice; failure re-enables the button. */
export function SetNewPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const problem = useProblem();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { password: "", confirmPassword: "" } });

  async function onValid({ password }: { password: string }) {
    try {
      await authApi.restorePassword(password, code);
      await navigate(ROUTES.home, { replace: true, state: { notice: MESSAGES.passwordChanged } });
    } catch (error) {
      problem.show(error);
    }
  }

  const expired = problem.problem?.code === "INVALID_TOKEN";
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        control={control}
        name="password"
        render={(field) => <PasswordField label="New Password" {...field} />}
      />
      <FormField
        control={control}
        name="confirmPassword"
        render={(field) => (
          <PasswordField
            label="Confirm Password"
            placeholder="Repeat your new password"
            {...field}
          />
        )}
      />
      <Button type="submit" loading={isSubmitting} className="mt-1 w-full">
        Save new password
      </Button>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? ""}
        onClose={problem.close}
        actions={
          expired ? (
            <Link to={ROUTES.forgotPassword} className={primaryButton}>
              Request a new link
            </Link>
          ) : undefined
        }
      />
    </form>
  );
}
