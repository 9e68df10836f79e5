import { FUNNEL_STEPS, type FunnelStep, type OperatorFunnel } from "@lineup/shared";
import { useId } from "react";
import { ROLE_PLURAL } from "./labels";

const STEP_LABEL: Record<FunnelStep, string> = {
  signedUp: "Signed up",
  confirmedEmail: "Confirmed e-mail",
  startedProfile: "Started a profile",
  finishedOnboarding: "Finished onboarding",
  approved: "Approved",
};

const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`;

/**
 * The funnel (GET /api/operator/funnel) as one small table per role: each step's count with a bar
 * as long as its share of sign-ups, and the conversion from the step before. A table reads out
 * row by row to a screen reader; the bars are decoration for the eye (decision 0081).
 */
export function FunnelChart({ funnel }: { funnel: OperatorFunnel }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-black text-zinc-950">
        Funnel
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {funnel.roles.map((row) => (
          <table
            key={row.role}
            className="w-full rounded-2xl border border-zinc-200 bg-white text-sm shadow-sm"
          >
            <caption className="px-4 pt-3 text-left font-bold text-zinc-950">
              {ROLE_PLURAL[row.role]}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Step</th>
                <th scope="col">People</th>
                <th scope="col">From the step before</th>
              </tr>
            </thead>
            <tbody>
              {FUNNEL_STEPS.map((step, index) => {
                const previous = index === 0 ? row[step] : row[FUNNEL_STEPS[index - 1]!];
                const width = row.signedUp === 0 ? 0 : (row[step] / row.signedUp) * 100;
                return (
                  <tr key={step} className="align-middle">
                    <th
                      scope="row"
                      className="w-40 py-1.5 pl-4 text-left font-medium text-zinc-700"
                    >
                      {STEP_LABEL[step]}
                    </th>
                    <td className="py-1.5">
                      <div className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="block h-3 rounded-full bg-accent-600"
                          style={{ width: `${Math.max(width, row[step] > 0 ? 2 : 0)}%` }}
                        />
                        <span className="font-semibold text-zinc-950 tabular-nums">
                          {row[step]}
                        </span>
                      </div>
                    </td>
                    <td className="w-16 py-1.5 pr-4 text-right text-zinc-600 tabular-nums">
                      {index === 0 ? "" : percent(row[step], previous)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
