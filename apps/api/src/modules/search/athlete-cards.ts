import type { AthleteCard } from "@lineup/shared";
import type { Db } from "@api/db/client";
import { athleteName, avatarUrl } from "./athlete-fields";
import { positionsOf, serviceNamesOf, type AthleteRow } from "./search-repository";

/** Search result rows as cards: positions and service names (never prices) read in two queries. */
export async function cardsOf(
  db: Db,
  rows: (AthleteRow & { miles?: number | null })[],
): Promise<AthleteCard[]> {
  const ids = rows.map((row) => row.profileId);
  const [positions, serviceNames] = await Promise.all([
    positionsOf(db, ids),
    serviceNamesOf(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.profileId,
    name: athleteName(row),
    avatarUrl: avatarUrl(row.avatarId),
    sport: { id: row.sportId, name: row.sportName },
    positions: positions.get(row.profileId) ?? [],
    level: row.education,
    ...(row.classYear === null ? {} : { classYear: row.classYear }),
    ...(row.team ? { team: row.team } : {}),
    city: { id: row.cityId, name: row.cityName, state: row.cityState },
    ...(row.miles == null ? {} : { distanceMiles: Math.round(row.miles * 10) / 10 }),
    services: serviceNames.get(row.profileId) ?? [],
    hasAgent: row.hasAgent,
  }));
}
