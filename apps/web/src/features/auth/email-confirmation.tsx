import { MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { TextField } from "@web/components/ui/text-field";
import { authApi } from "./auth-api";
import { ResendButton } from "./resend-button";
import { useProblem } from "@web/lib/use-problem";

/**
 * After a local sign-up: "Email has Sent!" with the address and a resend button that wakes up
 * after 59 seconds. `?status=invalid` (an expired or used link) asks for the address when the
 * query does not carry it, and sends a new link at once.
 */
export function EmailConfirmation() {
  const [search] = useSearchParams();
  const invalid = search.get("status") === "invalid";
  const knownEmail = search.get("email") ?? "";
  const [email, setEmail] = useState(knownEmail);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const problem = useProblem();

  async function resend() {
    // The schema (and zod) load on the first resend only, off the screen's first load.
    const { emailOnlyBodySchema } = await import("./auth-form-schemas");
    const parsed = emailOnlyBodySchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      throw new Error("invalid e-mail");
    }
    setEmailError(undefined);
    try {
      await authApi.resendConfirmation(parsed.data.email);
      setSent(true);
    } catch (error) {
      problem.show(error);
      throw error;
    }
  }

  return (
    <>
      {invalid ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-red-800">
          {MESSAGES.invalidConfirmationLink}
        </p>
      ) : (
        <p className="text-zinc-700">
          We have sent a confirmation link to{" "}
          <strong className="font-semibold wrap-anywhere text-zinc-950">
            {knownEmail || "your e-mail"}
          </strong>
          . Open it to confirm your address and continue. If you cannot find it, please check your
          Spam folder, or resend the e-mail.
        </p>
      )}
      <div className="mt-6 flex flex-col gap-4">
        {!knownEmail && (
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
        )}
        <ResendButton autoStart={!invalid && Boolean(knownEmail)} onResend={resend}>
          {invalid ? "Send a new link" : "Resend"}
        </ResendButton>
        <p role="status" className="min-h-6 text-center text-sm text-zinc-700">
          {sent ? MESSAGES.resendSent : ""}
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
