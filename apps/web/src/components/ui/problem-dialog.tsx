import { MESSAGES, ROUTES } from "@lineup/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProblemState } from "@web/lib/use-problem";
import { Button } from "./button";
import { primaryButton } from "./button-styles";
import { Modal } from "./modal";
import { StatusIcon } from "./status-icon";

export type ProblemDialogProps = {
  open: boolean;
  message: string;
  onClose: () => void;
  /** "authentication": the account already exists (sign-up 409); offers to sign in instead. */
  variant?: "default" | "authentication";
  /** The user has no session: offer "Sign In" rather than "Try again". */
  unauthenticated?: boolean;
  /** Extra actions shown first, e.g. "Resend confirmation email". */
  actions?: ReactNode;
};

/** Spec §2 "Modals": 'Oops... We have a problem!' with the message and a way forward. */
export function ProblemDialog({
  open,
  message,
  onClose,
  variant = "default",
  unauthenticated = false,
  actions,
}: ProblemDialogProps) {
  const offerSignIn = variant === "authentication" || unauthenticated;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={MESSAGES.problemTitle}
      icon={<StatusIcon tone="error" />}
    >
      <p className="mt-3 text-pretty text-zinc-700">{message}</p>
      <div className="mt-6 flex flex-col gap-3">
        {actions}
        {offerSignIn && (
          <Link to={ROUTES.login} className={primaryButton}>
            Sign In
          </Link>
        )}
        {(variant === "authentication" || !offerSignIn) && (
          <Button variant={offerSignIn || actions ? "secondary" : "primary"} onClick={onClose}>
            Try again
          </Button>
        )}
      </div>
    </Modal>
  );
}

/** The problem dialog of a `useProblem` state: its message, and "Sign In" once the session is gone. */
export function ShownProblem({ problem }: { problem: ProblemState }) {
  return (
    <ProblemDialog
      open={problem.open}
      message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
      unauthenticated={problem.problem?.status === 401}
      onClose={problem.close}
    />
  );
}
