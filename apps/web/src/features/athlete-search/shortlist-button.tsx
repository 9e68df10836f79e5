import { MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import { searchApi } from "./search-api";

type ShortlistButtonProps = { athleteId: string; shortlisted: boolean };

/**
 * Saves the athlete to the viewer's shortlist, or takes them off it (PUT/DELETE
 * /api/shortlist/{id}); the profile is then read again, so the button shows what the server holds.
 * The line beside it is a live region: a screen reader hears the change, not just a new label.
 */
export function ShortlistButton({ athleteId, shortlisted }: ShortlistButtonProps) {
  const revalidator = useRevalidator();
  const problem = useProblem();
  const [sending, setSending] = useState(false);

  async function toggle() {
    setSending(true);
    try {
      await (shortlisted ? searchApi.unsave(athleteId) : searchApi.save(athleteId));
      await revalidator.revalidate();
    } catch (error) {
      problem.show(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" loading={sending} onClick={() => void toggle()}>
        <StarIcon filled={shortlisted} />
        {shortlisted ? "Remove from shortlist" : "Save to shortlist"}
      </Button>
      <p role="status" className="text-sm font-semibold text-accent-800">
        {shortlisted ? "On your shortlist" : ""}
      </p>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
        unauthenticated={problem.problem?.status === 401}
        onClose={problem.close}
      />
    </div>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-5 ${filled ? "fill-accent-600 stroke-accent-700" : "fill-none stroke-current"}`}
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}
