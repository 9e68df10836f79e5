import {
  MESSAGES,
  ROUTES,
  type JoinFormInput,
  type JoinFormValues,
  type OAuthHandoff,
  type Providers,
  type UserRole,
} from "@lineup/shared";
import { useCallback } from "react";
import { FormProvider } from "react-hook-form";
import { Link } from "react-router";
import { SubmitButton } from "@web/components/ui/submit-button";
import { textLink } from "@web/components/ui/button-styles";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { setPendingInviteId } from "@web/lib/account-storage";
import { isApiRequestError } from "@web/lib/api-client";
import { useZodForm } from "@web/lib/use-zod-form";
import type { OAuthParams } from "../oauth-params";
import { OAuthButtons, OrDivider } from "../oauth-buttons";
import { useProblem } from "@web/lib/use-problem";
import { AccountFields } from "./account-fields";
import { PROVIDER_NAMES } from "./join-copy";
import { NameFields } from "./name-fields";
import { useJoinSubmit } from "./use-join-submit";

type JoinFormProps = {
  role: UserRole;
  providers: Providers;
  oauth: OAuthParams | null;
  handoff: OAuthHandoff | null;
  inviteId: string | null;
  /** The address an invitation went to: the e-mail field starts with it. */
  invitedEmail?: string | null;
  /** A hand-off that failed to load: shown at once, and the form falls back to e-mail sign-up. */
  initialProblem?: string | null;
};

/** Server field names that differ from the form's. */
const FIELD_OF: Record<string, keyof JoinFormInput> = {
  "personalInfo.firstName": "firstName",
  "personalInfo.lastName": "lastName",
  "personalInfo.middleName": "middleName",
  "personalInfo.suffix": "suffix",
};
const FORM_FIELDS = new Set<string>(["businessName", "email", "phoneNumber", "password"]);

/** The one join form of all four roles (spec §2 "Join screens"), local or finishing an OAuth login. */
export function JoinForm({
  role,
  providers,
  oauth,
  handoff,
  inviteId,
  invitedEmail,
  initialProblem,
}: JoinFormProps) {
  const askEmail = Boolean(oauth && !handoff?.email);
  const schema = useCallback(
    async () =>
      (await import("./join-form-schema")).joinFormSchema(role, {
        oauth: Boolean(oauth),
        askEmail,
      }),
    [role, oauth, askEmail],
  );
  const form = useZodForm<JoinFormInput, JoinFormValues>(schema, {
    defaultValues: {
      firstName: handoff?.firstName ?? "",
      lastName: handoff?.lastName ?? "",
      middleName: "",
      suffix: "",
      businessName: "",
      email: handoff?.email ?? invitedEmail ?? "",
      phoneNumber: "",
      password: "",
      confirmPassword: "",
      privacyPolicy: false,
    },
  });
  const problem = useProblem(MESSAGES.unexpectedError, initialProblem);
  const submit = useJoinSubmit({ role, inviteId, oauth, askEmail });

  const onValid = async (values: JoinFormValues) => {
    try {
      await submit(values);
    } catch (error) {
      if (isApiRequestError(error) && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          const field =
            FIELD_OF[key] ?? (FORM_FIELDS.has(key) ? (key as keyof JoinFormInput) : null);
          if (field) form.setError(field, { message });
        }
      }
      problem.show(error);
    }
  };

  const conflict = problem.problem?.status === 409;
  const providerName = oauth ? PROVIDER_NAMES[oauth.provider] : null;

  return (
    <FormProvider {...form}>
      {!oauth && (
        <>
          <OAuthButtons
            providers={providers}
            role={role}
            onError={problem.show}
            beforeLeave={() => setPendingInviteId(inviteId)}
          />
          {(providers.google || providers.facebook) && <OrDivider />}
        </>
      )}
      {providerName && (
        <p className="mb-6 rounded-2xl bg-zinc-100 p-4 text-sm text-zinc-800">
          {handoff?.email
            ? `You are signing up with ${providerName} as ${handoff.email}.`
            : `You are signing up with ${providerName}. Please add the e-mail address we should use.`}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        <NameFields role={role} />
        <AccountFields
          showEmail={!oauth || askEmail}
          showPassword={!oauth}
          phoneOptional={role !== "athlete" || Boolean(oauth)}
        />
        <SubmitButton control={form.control} className="mt-1 w-full">
          Create account
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-zinc-700">
        Already have an account?{" "}
        <Link to={ROUTES.login} className={`${textLink} inline-flex min-h-11 items-center`}>
          Log In
        </Link>
      </p>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? ""}
        variant={conflict ? "authentication" : "default"}
        onClose={problem.close}
      />
    </FormProvider>
  );
}
