import { MESSAGES, ROUTES } from "@lineup/shared";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { secondaryButton, textLink } from "@web/components/ui/button-styles";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { authApi } from "./auth-api";
import { ResendButton } from "./resend-button";
import { useProblem } from "@web/lib/use-problem";

/** Spec §2 "Password recovery e-mail sent": the link went out; resend after 59 seconds. */
export function PasswordRecoveryEmail() {
  const [search] = useSearchParams();
  const email = search.get("email") ?? "";
  const problem = useProblem();
  const [resent, setResent] = useState(false);

  async function resend() {
    try {
      await authApi.requestPasswordReset(email);
      setResent(true);
    } catch (error) {
      problem.show(error);
      throw error;
    }
  }

  return (
    <>
      <p className="text-zinc-700">
        If an account exists for{" "}
        {email ? (
          <strong className="font-semibold wrap-anywhere text-zinc-950">{email}</strong>
        ) : (
          "that address"
        )}
        , we have sent it a link to choose a new password. The link works for one hour. Can’t find
        it? Check your Spam folder.
      </p>
      <div className="mt-6 flex flex-col gap-4">
        {email ? (
          <ResendButton onResend={resend} />
        ) : (
          <Link to={ROUTES.forgotPassword} className={secondaryButton}>
            Send a new link
          </Link>
        )}
        <p role="status" className="min-h-6 text-center text-sm text-zinc-700">
          {resent ? MESSAGES.resetSent : ""}
        </p>
        <p className="text-center">
          <Link to={ROUTES.login} className={`${textLink} inline-flex min-h-11 items-center`}>
            Back to log in
          </Link>
        </p>
      </div>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? ""}
        onClose={problem.close}
      />
    </>
  );
}
