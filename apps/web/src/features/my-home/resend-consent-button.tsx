import { MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { apiRequest } from "@web/lib/api-client";
import { problemFrom } from "@web/lib/problem";

type Outcome = { ok: boolean; message: string };

/**
 * "Send the e-mail again" (POST /api/guardian/consent/resend): the guardian's consent e-mail
 * with a new link. The answer, sent or "try again in …" (429), shows beside the button in a
 * polite status, so the person stays where they are.
 */
export function ResendConsentButton() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function resend() {
    setSending(true);
    try {
      await apiRequest("/api/guardian/consent/resend", { method: "POST", body: {} });
      setOutcome({ ok: true, message: MESSAGES.guardianEmailSent });
    } catch (error) {
      setOutcome({ ok: false, message: problemFrom(error).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-2">
      <Button
        variant="secondary"
        loading={sending}
        onClick={() => void resend()}
        className="sm:self-start"
      >
        Send the e-mail again
      </Button>
      <p
        role="status"
        className={`min-h-6 text-sm font-medium ${outcome?.ok === false ? "text-red-700" : "text-emerald-800"}`}
      >
        {outcome?.message}
      </p>
    </div>
  );
}
