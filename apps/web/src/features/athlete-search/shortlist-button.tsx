import { Button } from "@web/components/ui/button";
import { useRevalidatingAction } from "@web/components/ui/use-revalidating-action";
import { searchApi } from "./search-api";

type ShortlistButtonProps = { athleteId: string; shortlisted: boolean };

/**
 * Saves the athlete to the viewer's shortlist, or takes them off it (PUT/DELETE
 * /api/shortlist/{id}); the profile is then read again, so the button shows what the server holds.
 * The line beside it is a live region: a screen reader hears the change, not just a new label.
 */
export function ShortlistButton({ athleteId, shortlisted }: ShortlistButtonProps) {
  const action = useRevalidatingAction();
  const toggle = () =>
    action.run(() => (shortlisted ? searchApi.unsave(athleteId) : searchApi.save(athleteId)));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" loading={action.busy} onClick={toggle}>
        <StarIcon filled={shortlisted} />
        {shortlisted ? "Remove from shortlist" : "Save to shortlist"}
      </Button>
      <p role="status" className="text-sm font-semibold text-accent-800">
        {shortlisted ? "On your shortlist" : ""}
      </p>
      {action.problemDialog}
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
