import type { AthleteCard } from "@lineup/shared";
import { athleteName, avatarUrl } from "./athlete-fields";
import type { AthleteRow } from "./search-repository";

/** Search result rows as cards: positions and service names (never prices) came with each row. */
export function cardsOf(rows: (AthleteRow & { miles?: number | null })[]): AthleteCard[] {
  return rows.map((row) => ({
    id: row.profileId,
    name: athleteName(row),
    avatarUrl: avatarUrl(row.avatarId),
    sport: { id: row.sportId, name: row.sportName },
    positions: row.positions,
    level: row.education,
    ...(row.classYear === null ? {} : { classYear: row.classYear }),
    ...(row.team ? { team: row.team } : {}),
    city: { id: row.cityId, name: row.cityName, state: row.cityState },
    ...(row.miles == null ? {} : { distanceMiles: Math.round(row.miles * 10) / 10 }),
    services: row.services,
    hasAgent: row.hasAgent,
  }));
}
