import type { ReactNode } from "react";
import { useId } from "react";

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
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-black text-zinc-950">
        {title}
      </h2>
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
    </section>
  );
}
