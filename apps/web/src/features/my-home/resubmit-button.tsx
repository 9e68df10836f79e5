import { MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { apiRequest } from "@web/lib/api-client";
import { useProblem } from "@web/lib/use-problem";

/**
 * Sends a profile the operator asked changes to back for review (POST /api/profile/resubmit,
 * decision 0076); /home then reads the new status, the waiting list.
 */
export function ResubmitButton() {
  const revalidator = useRevalidator();
  const problem = useProblem();
  const [sending, setSending] = useState(false);

  async function resubmit() {
    setSending(true);
    try {
      await apiRequest("/api/profile/resubmit", { method: "POST", body: {} });
      await revalidator.revalidate();
    } catch (error) {
      problem.show(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button loading={sending} onClick={() => void resubmit()} className="mt-4">
        Resubmit for review
      </Button>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
        unauthenticated={problem.problem?.status === 401}
        onClose={problem.close}
      />
    </>
  );
}
