import { useId } from "react";
import type { CompletionItem } from "./completion";

/** How complete the profile is, with each missing piece named (not only a percentage). */
export function CompletionMeter({ items }: { items: CompletionItem[] }) {
  const titleId = useId();
  const done = items.filter((item) => item.done).length;
  const percent = Math.round((done / items.length) * 100);
  const missing = items.filter((item) => !item.done);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-black text-zinc-950">
        Your profile is {percent}% complete
      </h2>
      <div
        role="meter"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-3 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="h-full rounded-full bg-accent-600" style={{ width: `${percent}%` }} />
      </div>
      {missing.length > 0 ? (
        <>
          <p className="mt-4 font-semibold text-zinc-900">Still missing</p>
          <ul aria-label="Still missing" className="mt-2 list-disc space-y-1 pl-5 text-zinc-700">
            {missing.map((item) => (
              <li key={item.label}>{item.label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-zinc-700">Everything a buyer looks for is there.</p>
      )}
    </section>
  );
}
