import { MESSAGES, ROUTES, type TotpSetup as Setup } from "@lineup/shared";
import { useEffect, useRef, useState } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { Button } from "@web/components/ui/button";
import { primaryButton } from "@web/components/ui/button-styles";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { screenHeading } from "@web/lib/screen-heading";
import { signOut } from "@web/lib/sign-out";
import { useProblem } from "@web/lib/use-problem";
import { OperatorAcceptForm } from "./operator-accept-form";
import type { OperatorAcceptData } from "./operator-accept-loader";
import { RecoveryCodes } from "./recovery-codes";
import { securityApi } from "./security-api";
import { TotpSetup } from "./totp-setup";

type Stage =
  | { kind: "details" }
  | { kind: "invalid"; message: string }
  | { kind: "enrol"; email: string; setup: Setup | null; loading: boolean }
  | { kind: "codes"; email: string; codes: string[] }
  | { kind: "done"; email: string };

const STEP: Record<Stage["kind"], number | null> = {
  details: 1,
  invalid: null,
  enrol: 2,
  codes: 2,
  done: 3,
};

const TITLE: Record<Stage["kind"], string> = {
  details: "Become a Lineup operator",
  invalid: "This invitation does not work",
  enrol: "Protect your account",
  codes: "Protect your account",
  done: "You're an operator",
};

const INTRO: Record<Stage["kind"], string | null> = {
  details:
    "You were invited to run Lineup's console. Choose your name and a password, then set up two-step verification: operators sign in with both.",
  invalid: null,
  enrol:
    "Operators sign in with a password and a code from an authenticator app. Finish this step before you leave the page.",
  codes: null,
  done: null,
};

/** Where the operator signs in: login opens the console after the password and the code. */
const OPERATOR_SIGN_IN = `${ROUTES.login}?next=${ROUTES.operatorConsole}`;

/**
 * /operator/accept?token=…: the operator invitation's link (issue 22, docs/decisions/0079). Step 1
 * makes the account (name and password), step 2 enrols the second factor the account must have,
 * step 3 sends the operator to sign in with both; the console never opens to the session the
 * acceptance started.
 */
export function OperatorAcceptScreen() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { enrolEmail } = useLoaderData<OperatorAcceptData>();
  const [stage, setStage] = useState<Stage>(() => {
    if (token) return { kind: "details" };
    if (enrolEmail) return { kind: "enrol", email: enrolEmail, setup: null, loading: false };
    return { kind: "invalid", message: MESSAGES.operatorInvitationInvalid };
  });
  const problem = useProblem();

  // A new step is a new screen: focus its heading (never on the first render).
  const shown = useRef(stage.kind);
  useEffect(() => {
    if (shown.current === stage.kind) return;
    shown.current = stage.kind;
    screenHeading()?.focus();
  }, [stage.kind]);

  async function startEnrolment(email: string) {
    setStage({ kind: "enrol", email, setup: null, loading: true });
    try {
      const setup = await securityApi.setUpTotp();
      setStage({ kind: "enrol", email, setup, loading: false });
    } catch (error) {
      setStage({ kind: "enrol", email, setup: null, loading: false });
      problem.show(error);
    }
  }

  async function finish(email: string) {
    // The acceptance's session can only enrol: end it, so the next sign-in starts a full one.
    await signOut().catch(() => undefined);
    setStage({ kind: "done", email });
  }

  const step = STEP[stage.kind];
  const intro = INTRO[stage.kind];
  return (
    <ScreenCard
      title={TITLE[stage.kind]}
      intro={intro}
      eyebrow={step ? <StepIndicator step={step} total={3} /> : undefined}
      width={stage.kind === "enrol" || stage.kind === "codes" ? "wide" : "narrow"}
    >
      {stage.kind === "details" && (
        <OperatorAcceptForm
          token={token}
          onAccepted={(email) => void startEnrolment(email)}
          onInvalid={(message) =>
            setStage({ kind: "invalid", message: message ?? MESSAGES.operatorInvitationInvalid })
          }
          onProblem={problem.show}
        />
      )}

      {stage.kind === "invalid" && (
        <>
          <p role="alert" className="text-zinc-800">
            {stage.message}
          </p>
          <Link to={ROUTES.home} className={`${primaryButton} mt-6 w-full`}>
            Go to Lineup's home page
          </Link>
        </>
      )}

      {stage.kind === "enrol" && (
        <section aria-labelledby="operator-two-step-title" className="flex flex-col gap-4">
          <h2 id="operator-two-step-title" className="text-xl font-bold text-zinc-950">
            Two-step verification
          </h2>
          <p className="text-zinc-700">
            Your account <strong className="break-all">{stage.email}</strong> is ready.
          </p>
          {stage.setup ? (
            <TotpSetup
              setup={stage.setup}
              onProblem={problem.show}
              onEnabled={(codes) => setStage({ kind: "codes", email: stage.email, codes })}
            />
          ) : stage.loading ? (
            <div className="flex min-h-24 items-center gap-3 text-zinc-700">
              <Spinner className="size-6 text-accent-600" />
              <p role="status">Preparing your QR code…</p>
            </div>
          ) : (
            <Button onClick={() => void startEnrolment(stage.email)} className="self-start">
              Set up two-step verification
            </Button>
          )}
        </section>
      )}

      {stage.kind === "codes" && (
        <RecoveryCodes codes={stage.codes} onDone={() => void finish(stage.email)} />
      )}

      {stage.kind === "done" && (
        <>
          <p role="status" className="text-zinc-800">
            Two-step verification is on. Sign in with your address{" "}
            <strong className="break-all">{stage.email}</strong>, your password and a code from your
            authenticator app to open the operator console.
          </p>
          <Link to={OPERATOR_SIGN_IN} className={`${primaryButton} mt-6 w-full`}>
            Sign in to the console
          </Link>
          <p className="mt-4 text-sm text-zinc-600">
            Lost your phone? Each recovery code you saved signs you in once instead of the app's
            code.
          </p>
        </>
      )}

      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? ""}
        onClose={problem.close}
      />
    </ScreenCard>
  );
}
