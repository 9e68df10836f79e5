import { sql, type SQL } from "drizzle-orm";
import { cities } from "@api/db/schema";

/** Where a search by distance is centred: the `near` city's coordinates. */
export interface Origin {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

/**
 * The great-circle distance (haversine) in miles from the origin to the hometown's city. Plain
 * SQL functions both PGlite and PostgreSQL have: no extension to install (docs/decisions/0082).
 */
export function milesFrom(origin: Origin): SQL<number> {
  const lat = sql`${origin.latitude}::float8`;
  const lon = sql`${origin.longitude}::float8`;
  return sql<number>`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${cities.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${cities.latitude}))
      * power(sin(radians(${cities.longitude} - ${lon}) / 2), 2)))))`;
}

/**
 * Within `miles` of the origin: a latitude and longitude box the cities' index answers, then the
 * precise distance on what the box let through. Near the antimeridian (the far Aleutians) the box
 * keeps every longitude rather than wrap.
 */
export function withinMiles(origin: Origin, miles: number): SQL {
  const latSpan = miles / MILES_PER_DEGREE;
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  const lonSpan = cosLat > 0.01 ? miles / (MILES_PER_DEGREE * cosLat) : 360;
  const west = origin.longitude - lonSpan;
  const east = origin.longitude + lonSpan;
  const longitudes =
    west < -180 || east > 180
      ? sql`true`
      : sql`${cities.longitude} between ${west}::float8 and ${east}::float8`;
  return sql`(${cities.latitude} between ${origin.latitude - latSpan}::float8 and ${
    origin.latitude + latSpan
  }::float8 and ${longitudes} and ${milesFrom(origin)} <= ${miles}::float8)`;
}
