import type { AthleteCard } from "@lineup/shared";
import { Link } from "react-router";
import { AthleteAvatar } from "@web/components/ui/athlete-avatar";
import { cityLine, distanceLine, levelLine } from "./labels";

type AthleteResultProps = { athlete: AthleteCard; href: string };

/**
 * One result: photo or initials, name (the link to the profile), sport and positions, level and
 * class, team, city and distance, services by name. Built field by field from the card, so a
 * price never shows even if an answer carried one (DESIGN.md: a price is the athlete's own).
 */
export function AthleteResult({ athlete, href }: AthleteResultProps) {
  const sport = [athlete.sport.name, ...athlete.positions.map((position) => position.name)];
  return (
    <article className="relative flex h-full gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-accent-600 hover:border-zinc-300">
      <AthleteAvatar name={athlete.name} url={athlete.avatarUrl} size="card" />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg font-bold text-zinc-950">
          {/* The whole card opens the profile; the name is what the link says. */}
          <Link to={href} className="outline-none after:absolute after:inset-0 hover:underline">
            {athlete.name}
          </Link>
        </h3>
        <p className="text-sm font-semibold text-zinc-800">{sport.join(" · ")}</p>
        <p className="text-sm text-zinc-700">{levelLine(athlete)}</p>
        {athlete.team && <p className="text-sm text-zinc-700">{athlete.team}</p>}
        <p className="text-sm text-zinc-700">
          {cityLine(athlete.city)}
          {athlete.distanceMiles !== undefined && ` · ${distanceLine(athlete.distanceMiles)}`}
        </p>
        {athlete.services.length > 0 && (
          <ul aria-label="Services" className="mt-1 flex flex-wrap gap-1.5">
            {athlete.services.map((service) => (
              <li
                key={service.id}
                className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs font-medium text-zinc-800"
              >
                {service.name}
              </li>
            ))}
          </ul>
        )}
        {athlete.hasAgent && (
          <p className="mt-1 text-xs font-semibold text-accent-800">Represented by an agent</p>
        )}
      </div>
    </article>
  );
}
