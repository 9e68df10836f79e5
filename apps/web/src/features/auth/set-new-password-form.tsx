import { MESSAGES, ROUTES } from "@lineup/shared";
import { useForm } from "../../lib/form";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { primaryButton } from "../../components/ui/button-styles";
import { PasswordField } from "../../components/ui/password-field";
import { ProblemDialog } from "../../components/ui/problem-dialog";
import { authApi } from "./auth-api";
import { lazyResolver, useLazyValidation } from "../../lib/lazy-resolver";
import { useProblem } from "../../lib/use-problem";

type NewPasswordForm = { password: string; confirmPassword: string };

const resolver = lazyResolver(
  async () => (await import("./auth-form-schemas")).newPasswordFormSchema,
);

/** Spec §2 "Set new password": success goes home with a notice; failure re-enables the button. */
export function SetNewPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const problem = useProblem();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  useLazyValidation(resolver);

  async function onValid({ password }: NewPasswordForm) {
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
      <PasswordField
        label="New Password"
        {...register("password")}
        error={errors.password?.message}
      />
      <PasswordField
        label="Confirm Password"
        placeholder="Repeat your new password"
        {...register("confirmPassword")}
        error={errors.confirmPassword?.message}
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
