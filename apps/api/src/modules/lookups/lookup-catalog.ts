import type { LookupKind } from "@lineup/shared";
import { sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  activities,
  businessGoals,
  businessTypes,
  cities,
  marketingTactics,
  sportRoles,
  sports,
} from "@api/db/schema";
import { ResultCache } from "./result-cache";
import { SearchIndex, type IndexedEntry, type SearchResult } from "./search-index";

/**
 * The cities as one JSON text: PGlite turns each of 17k rows into an object in JavaScript, which
 * took 0.3 s of every start; the same list as one value takes 0.05 s (docs/decisions/0044).
 */
async function loadCities(db: Db): Promise<CityEntry[]> {
  const city = sql`json_build_array(${cities.id}, ${cities.name}, ${cities.state}, ${cities.population}, ${cities.latitude}, ${cities.longitude})`;
  const [row] = await db.select({ list: sql<string | null>`json_agg(${city})::text` }).from(cities);
  const list = JSON.parse(row?.list ?? "[]") as CityRow[];
  return list.map(([id, name, state, population, latitude, longitude]) => ({
    id,
    name,
    state,
    weight: population,
    ...(latitude === null || longitude === null ? {} : { latitude, longitude }),
  }));
}

type CityRow = [number, string, string, number, number | null, number | null];
type CityEntry = IndexedEntry & { state: string; latitude?: number; longitude?: number };

/** A city's coordinates (the centre of a search by distance). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** All lookup lists, indexed in memory; `load` reads them from the database (at start, after a seed). */
export class LookupCatalog {
  private indexes = new Map<LookupKind, SearchIndex>();
  private readonly answers = new ResultCache<string>(5000);
  private coordinates = new Map<number, Coordinates>();
  private states = new Map<number, string>();

  async load(db: Db): Promise<void> {
    const named = (rows: { id: number; name: string }[]): IndexedEntry[] =>
      rows.map((r) => ({ id: r.id, name: r.name, weight: 0 }));
    const [sportRows, roleRows, activityRows, typeRows, tacticRows, goalRows, cityEntries] =
      await Promise.all([
        db.select().from(sports),
        db.select().from(sportRoles),
        db.select().from(activities),
        db.select().from(businessTypes),
        db.select().from(marketingTactics),
        db.select().from(businessGoals),
        loadCities(db),
      ]);
    this.indexes = new Map<LookupKind, SearchIndex>([
      ["sport", new SearchIndex(named(sportRows))],
      [
        "sportRole",
        new SearchIndex(
          roleRows.map((r) => ({ id: r.id, name: r.name, weight: -r.id, group: r.sportId })),
        ),
      ],
      ["activity", new SearchIndex(named(activityRows))],
      ["businessType", new SearchIndex(named(typeRows))],
      ["marketingTactic", new SearchIndex(named(tacticRows))],
      ["businessGoal", new SearchIndex(named(goalRows))],
      ["location", new SearchIndex(cityEntries)],
    ]);
    this.coordinates = new Map(
      cityEntries.flatMap(({ id, latitude, longitude }) =>
        latitude === undefined || longitude === undefined ? [] : [[id, { latitude, longitude }]],
      ),
    );
    this.states = new Map(cityEntries.map(({ id, state }) => [id, state]));
    this.answers.clear();
  }

  search(kind: LookupKind, text: string | undefined, amount: number, group?: number): SearchResult {
    const index = this.indexes.get(kind);
    if (!index) return { list: [], total: 0 };
    return index.search(text, amount, group);
  }

  /** The whole `{ data }` answer as JSON text, cached: the same queries come on every keystroke. */
  answerJson(kind: LookupKind, text: string | undefined, amount: number, group?: number): string {
    const key = `${kind}\u0000${amount}\u0000${group ?? ""}\u0000${text ?? ""}`;
    let json = this.answers.get(key);
    if (json === undefined) {
      json = JSON.stringify({ data: this.search(kind, text, amount, group) });
      this.answers.set(key, json);
    }
    return json;
  }

  /** How many entries a list has within one group (a sport's roles). */
  countIn(kind: LookupKind, group: number): number {
    return this.indexes.get(kind)?.search(undefined, 1, group).total ?? 0;
  }

  /** A city's coordinates, or undefined for an unknown city or one without them. */
  coordinatesOf(cityId: number): Coordinates | undefined {
    return this.coordinates.get(cityId);
  }

  /** A city's state ("CA"): whose time zone counts an athlete's birthdays (issue 25). */
  stateOf(cityId: number): string | undefined {
    return this.states.get(cityId);
  }

  /** Whether every id exists in that list (and, for roles, belongs to the group). */
  has(kind: LookupKind, id: number, group?: number): boolean {
    return this.indexes.get(kind)?.has(id, group) ?? false;
  }
}
