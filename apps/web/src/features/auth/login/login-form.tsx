import { ROUTES, type Providers, type SignInBody } from "@lineup/shared";
import { useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { textLink } from "@web/components/ui/button-styles";
import { CurrentPasswordField } from "@web/components/ui/password-field";
import { FormField } from "@web/components/ui/form-field";
import { EmailField } from "@web/components/ui/email-field";
import { safeReturnPath } from "@web/lib/registration-finished";
import { useZodForm } from "@web/lib/use-zod-form";
import { authApi } from "../auth-api";
import { completeLogin } from "../login-routing";
import { OAuthButtons, OrDivider } from "../oauth-buttons";

const loadSchema = async () => (await import("../auth-form-schemas")).signInBodySchema;

type LoginFormProps = {
  providers: Providers;
  onProblem: (error: unknown, email?: string) => void;
  /** The password was right and the account asks for a code (a half session). */
  onSecondFactor: () => void;
};

/** Provider buttons, then e-mail and password (spec §2 "Login"). */
export function LoginForm({ providers, onProblem, onSecondFactor }: LoginFormProps) {
  const navigate = useNavigate();
  const back = safeReturnPath(useSearchParams()[0].get("next"));
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { email: "", password: "" } });
  // "Forgot password?" carries the address typed so far (in history state, not the URL).
  const typedEmail = useWatch({ control, name: "email" });

  async function onValid(body: SignInBody) {
    try {
      const answer = await authApi.signIn(body);
      if ("secondFactor" in answer) return onSecondFactor();
      // A signed-in screen sent the person here: back to it, unless onboarding still owes a step.
      await navigate(await completeLogin(back), { replace: true });
    } catch (error) {
      onProblem(error, body.email);
    }
  }

  return (
    <>
      <OAuthButtons providers={providers} role="login" onError={onProblem} />
      {(providers.google || providers.facebook) && <OrDivider />}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        <FormField
          control={control}
          name="email"
          render={(field) => <EmailField label="E-mail" {...field} />}
        />
        <div>
          <FormField
            control={control}
            name="password"
            render={(field) => <CurrentPasswordField label="Password" {...field} />}
          />
          <Link
            to={ROUTES.forgotPassword}
            state={{ email: typedEmail.trim() }}
            className={`${textLink} mt-1 inline-flex min-h-11 items-center text-sm`}
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" loading={isSubmitting} className="w-full">
          Log In
        </Button>
      </form>
      <p className="mt-6 text-center text-zinc-700">
        New to Lineup?{" "}
        <Link to={ROUTES.signUp} className={`${textLink} inline-flex min-h-11 items-center`}>
          Create an account
        </Link>
      </p>
    </>
  );
}
