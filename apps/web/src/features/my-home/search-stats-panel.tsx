import type { AthleteSearchStats } from "@lineup/shared";
import { Panel } from "@web/components/ui/panel";

/** An approved athlete's last seven days: how often buyers found them and opened the profile. */
export function SearchStatsPanel({ stats }: { stats: AthleteSearchStats }) {
  const figures = [
    { label: "Appearances in search results", value: stats.appearances },
    { label: "Profile views", value: stats.views },
  ];
  return (
    <Panel title={`Your last ${stats.days} days`}>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-zinc-50 p-4">
            <dt className="text-sm font-medium text-zinc-700">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-black text-zinc-950 tabular-nums">
              {figure.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-pretty text-zinc-700">
        {stats.appearances === 0 && stats.views === 0
          ? "Buyers have not found you this week yet. A bio, photos and services help them find you."
          : "Counts only: who searched or looked is never shown, to you or anyone."}
      </p>
    </Panel>
  );
}
