import { useNavigate } from "react-router";
import { Button } from "./button";

/**
 * An onboarding step's way back to the step before it (issue 21): that screen shows its saved
 * answers, so nothing typed there is lost (decision 0076).
 */
export function BackButton({ to, className = "" }: { to: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="secondary" className={className} onClick={() => void navigate(to)}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none">
        <path d="M12.5 4.5 7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" />
      </svg>
      Back
    </Button>
  );
}
