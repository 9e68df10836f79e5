import { ListSection } from "./list-section";
import type { Loaded, RepresentedAthlete } from "./use-agent-overview";

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

/** The athletes the agent represents, from GET /api/profile/my (representation.athletes). */
export function RepresentedAthletes({
  list,
  onRetry,
}: {
  list: Loaded<RepresentedAthlete>;
  onRetry: () => void;
}) {
  return (
    <ListSection
      title="Athletes you represent"
      list={list}
      onRetry={onRetry}
      about="An athlete appears here once you have both agreed: they joined through your invitation, or one of you accepted the other's request."
      empty="No athletes yet."
    >
      {(items) => (
        <ul aria-label="Athletes you represent" className="flex flex-col gap-2">
          {items.map((athlete) => (
            <li
              key={athlete.email}
              className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-200 px-4 py-3"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-100 text-sm font-bold text-accent-800"
              >
                {initials(athlete.name)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-zinc-950">{athlete.name}</p>
                <p className="text-sm wrap-anywhere text-zinc-600">{athlete.email}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  );
}
