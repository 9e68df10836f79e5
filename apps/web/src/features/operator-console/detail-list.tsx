import type { ReactNode } from "react";
import { Panel } from "@web/components/ui/panel";

/** A titled card of label–value pairs; a missing value reads "Not given". */
export function DetailCard({
  title,
  rows,
  children,
}: {
  title: string;
  rows?: [string, ReactNode][];
  children?: ReactNode;
}) {
  return (
    <Panel size="compact" title={title}>
      {rows && (
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-zinc-600">{label}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line text-zinc-950">
                {value === null || value === undefined || value === "" ? (
                  <span className="text-zinc-600">Not given</span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </Panel>
  );
}
