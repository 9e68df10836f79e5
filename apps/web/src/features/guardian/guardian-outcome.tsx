import { ROUTES } from "@lineup/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { primaryButton } from "@web/components/ui/button-styles";
import { StatusIcon } from "@web/components/ui/status-icon";

type GuardianOutcomeProps = {
  title: string;
  message: string;
  /** A dead link is an alert; a recorded decision a status. */
  tone: "success" | "error" | "info";
  /** Takes focus on show: the page's own buttons, which had it, are gone. */
  focus?: boolean;
};

/**
 * Where each guardian's page ends: a dead link, or a decision on record, in the shared words,
 * with a way on to Lineup's home (the guardian has no account to go back to).
 */
export function GuardianOutcome({ title, message, tone, focus = false }: GuardianOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <ScreenCard title={title}>
      <div
        ref={ref}
        tabIndex={-1}
        className="flex flex-col items-center gap-4 text-center outline-none"
      >
        <StatusIcon tone={tone} />
        <p role={tone === "error" ? "alert" : "status"} className="text-pretty text-zinc-800">
          {message}
        </p>
      </div>
      <Link to={ROUTES.home} className={`${primaryButton} mt-6 w-full`}>
        Go to Lineup&apos;s home
      </Link>
    </ScreenCard>
  );
}

/** A link that no longer opens anything. */
export const DeadLink = ({ message }: { message: string }) => (
  <GuardianOutcome title="This link did not work" message={message} tone="error" />
);
