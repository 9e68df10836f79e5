import { ROUTES, type EmailOnlyBody } from "@lineup/shared";
import { createSearchParams, useLocation, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { FormField } from "@web/components/ui/form-field";
import { EmailField } from "@web/components/ui/email-field";
import { authApi } from "./auth-api";
import { useZodForm } from "@web/lib/use-zod-form";
import { useProblem } from "@web/lib/use-problem";

const loadSchema = async () => (await import("./auth-form-schemas")).emailOnlyBodySchema;

/** The address typed on the login screen before "Forgot password?", if any. */
function emailFromLogin(state: unknown): string {
  if (typeof state !== "object" || state === null || !("email" in state)) return "";
  return typeof state.email === "string" ? state.email : "";
}

/** Spec §2 "Forgot password": e-mail, Cancel (back) and "Send a Link". */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const problem = useProblem();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { email: emailFromLogin(location.state) } });

  async function onValid({ email }: EmailOnlyBody) {
    try {
      await authApi.requestPasswordReset(email);
      await navigate(`${ROUTES.passwordRecoveryEmail}?${createSearchParams({ email }).toString()}`);
    } catch (error) {
      problem.show(error);
    }
  }

  function cancel() {
    // Opened directly (no earlier entry in this app's history): back means the login screen.
    if (location.key === "default") void navigate(ROUTES.login);
    else void navigate(-1);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormField
        control={control}
        name="email"
        render={(field) => <EmailField label="E-mail" {...field} />}
      />
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send a Link
        </Button>
      </div>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? ""}
        onClose={problem.close}
      />
    </form>
  );
}
