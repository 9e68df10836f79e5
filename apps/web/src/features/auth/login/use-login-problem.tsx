import { MESSAGES, ROUTES } from "@lineup/shared";
import { useState } from "react";
import { Link, createSearchParams, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { primaryButton } from "@web/components/ui/button-styles";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { authApi } from "../auth-api";
import { useProblem } from "@web/lib/use-problem";

/**
 * The login screen's problem dialog. Beyond the message it offers the way out each failure
 * needs: a new confirmation e-mail for an unconfirmed account, sign-up for an OAuth identity
 * without an account.
 */
export function useLoginProblem(initialMessage: string | null) {
  const problem = useProblem(MESSAGES.unexpectedError, initialMessage);
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [resending, setResending] = useState(false);
  const code = problem.problem?.code;

  async function resend() {
    setResending(true);
    try {
      await authApi.resendConfirmation(email);
      await navigate(`${ROUTES.emailConfirmation}?${createSearchParams({ email }).toString()}`);
    } catch (error) {
      problem.show(error);
    } finally {
      setResending(false);
    }
  }

  const actions =
    code === "EMAIL_NOT_CONFIRMED" && email ? (
      <Button loading={resending} onClick={() => void resend()}>
        Resend confirmation email
      </Button>
    ) : code === "NOT_FOUND" ? (
      <Link to={ROUTES.signUp} className={primaryButton}>
        Sign up
      </Link>
    ) : undefined;

  const dialog = (
    <ProblemDialog
      open={problem.open}
      message={problem.problem?.message ?? ""}
      onClose={problem.close}
      actions={actions}
    />
  );

  /** Shows `error`; `forEmail` is the address a resend would go to. */
  function show(error: unknown, forEmail = "") {
    setEmail(forEmail);
    problem.show(error);
  }

  return { show, dialog };
}
