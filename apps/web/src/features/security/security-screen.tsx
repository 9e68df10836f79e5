import { ROUTES } from "@lineup/shared";
import { Link, useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { textLink } from "@web/components/ui/button-styles";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import type { SecurityLoaderData } from "./security-loader";
import { SessionsPanel } from "./sessions-panel";
import { TwoStepPanel } from "./two-step-panel";

/** /settings/security: the signed-in devices and two-step verification. */
export function SecurityScreen() {
  const { sessions, totpEnabled } = useLoaderData<SecurityLoaderData>();
  const problem = useProblem();
  return (
    <ScreenCard
      title="Security"
      intro="See where you are signed in, and protect your account with a second step."
      width="wide"
      footer={
        <Link to={ROUTES.home} className={`${textLink} inline-flex min-h-11 items-center`}>
          Back to Lineup
        </Link>
      }
    >
      <div className="flex flex-col gap-10">
        <SessionsPanel initial={sessions} onProblem={problem.show} />
        <TwoStepPanel enabled={totpEnabled} onProblem={problem.show} />
      </div>
      <ShownProblem problem={problem} />
    </ScreenCard>
  );
}
