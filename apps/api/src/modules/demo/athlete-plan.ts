import { createHash } from "node:crypto";
import { adultAt, CLASS_YEARS, LEVELS_WITH_CLASS, type CompetitionLevel } from "@lineup/shared";
import {
  BIO_PHRASES,
  COLOURS,
  FEMALE_NAMES,
  LAST_NAMES,
  MALE_NAMES,
  MASCOTS,
  OPENINGS,
  SERVICE_NAMES,
  SPORT_WEIGHTS,
} from "./generated-words";

/**
 * Generated athletes as plain values, from a seed alone: athlete `i` of seed `s` is the same on
 * every machine and in every run (the ids too), whatever the count, so tests, the bench and the
 * demo can ask for 300 or 100,000 of the same population (docs/decisions/0082).
 */

/** The lookups a plan draws from, read from the database (generated-athletes.ts). */
export interface PlanCatalog {
  sports: { id: number; name: string; roles: { id: number; name: string }[] }[];
  activities: { id: number }[];
  /** The cities athletes live in, with their population as the weight. */
  cities: { id: number; name: string; state: string; population: number }[];
}

export interface PlannedAthlete {
  userId: string;
  profileId: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: "Male" | "Female" | null;
  sportId: number;
  positionIds: number[];
  level: CompetitionLevel;
  classYear: number | null;
  team: string | null;
  cityId: number;
  interestIds: number[];
  bio: string;
  socials: Record<string, string>;
  services: { id: string; name: string; priceCents: number }[];
  /** The picture's background (`#rrggbb`). */
  colour: string;
  createdAt: Date;
  /**
   * Issue 25: an athlete under 18 at the plan's `now` (most of high school) is a minor whose
   * guardian has consented: visible to all but businesses closed to minors.
   */
  dateOfBirth: string;
  adultAt: Date;
  guardianEmail: string | null;
}

export interface PlanOptions {
  seed: number;
  count: number;
  /** Addresses are `athlete-<seed>-<i>@<domain>`. */
  domain: string;
  /** Sign-ups are spread over the two years before this moment. */
  now: Date;
}

/** mulberry32: a small, fast 32-bit generator; plenty for spreading test data. */
function mulberry32(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generator per athlete, so athlete `i` does not depend on the ones before it. */
const randomFor = (seed: number, index: number) =>
  mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** `count` distinct entries of `list`, in the list's order. */
function some<T>(random: Random, list: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(random() * list.length));
  return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
}

/**
 * A version 4 UUID from the seed, the athlete and which id of theirs: hashed rather than drawn
 * from the 32-bit generator, whose 2^32 states would repeat an id among 100,000 athletes.
 */
function uuidOf(seed: number, index: number, which: string): string {
  const bytes = createHash("sha256").update(`${seed}:${index}:${which}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Draws an index with probability proportional to its weight (binary search on the sums). */
function weighted(weights: number[]): (random: Random) => number {
  const sums: number[] = [];
  weights.reduce((total, weight, i) => (sums[i] = total + weight), 0);
  const total = sums[sums.length - 1] ?? 0;
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sums[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

const LEVELS: [CompetitionLevel, number][] = [
  ["High School", 40],
  ["College", 35],
  ["Professional", 10],
  ["Freelance", 15],
];
const DAY_MS = 86_400_000;

function teamOf(random: Random, level: CompetitionLevel, city: string): string | null {
  const mascot = pick(random, MASCOTS);
  if (level === "High School")
    return `${city} ${pick(random, ["North", "South", "Central", "West", "East"])} ${mascot}`;
  if (level === "College")
    return random() < 0.5 ? `${city} State ${mascot}` : `University of ${city} ${mascot}`;
  if (level === "Professional") return `${city} ${mascot}`;
  return random() < 0.5 ? null : `${city} Elite Training`;
}

/**
 * A date of birth that fits the level, drawn from the index (not the random stream, so the rest
 * of a seed's plan is what it was before issue 25): high school graduates at 18, college at 22.
 */
function birthOf(
  index: number,
  level: CompetitionLevel,
  classYear: number | null,
  state: string,
  options: PlanOptions,
): Pick<PlannedAthlete, "dateOfBirth" | "adultAt" | "guardianEmail"> {
  const year =
    level === "High School"
      ? (classYear ?? 2027) - 18
      : level === "College"
        ? (classYear ?? 2026) - 22
        : 1988 + (index % 12);
  const month = String(1 + (index % 12)).padStart(2, "0");
  const day = String(1 + (index % 28)).padStart(2, "0");
  const dateOfBirth = `${year}-${month}-${day}`;
  const adult = adultAt(dateOfBirth, state);
  const minor = adult > options.now;
  return {
    dateOfBirth,
    adultAt: adult,
    guardianEmail: minor ? `guardian-${options.seed}-${index}@${options.domain}` : null,
  };
}

export function planAthletes(catalog: PlanCatalog, options: PlanOptions): PlannedAthlete[] {
  const sportAt = weighted(catalog.sports.map((s) => SPORT_WEIGHTS[s.name] ?? 1));
  const cityAt = weighted(catalog.cities.map((c) => c.population));
  const levelAt = weighted(LEVELS.map(([, weight]) => weight));
  return Array.from({ length: options.count }, (_, index) => {
    const random = randomFor(options.seed, index);
    const gender = random() < 0.05 ? null : random() < 0.5 ? "Female" : "Male";
    const firstName = pick(random, gender === "Female" ? FEMALE_NAMES : MALE_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const sport = catalog.sports[sportAt(random)]!;
    const positions = some(random, sport.roles, random() < 0.7 ? 1 : 2);
    const level = LEVELS[levelAt(random)]![0];
    const city = catalog.cities[cityAt(random)]!;
    const position = positions[0]?.name ?? "athlete";
    const opening = pick(random, OPENINGS[level]!)
      .replace("{sport}", sport.name)
      .replace("{position}", position);
    const [first, second] = some(random, BIO_PHRASES, 2);
    const handle = `${firstName}.${lastName}.${index}`.toLowerCase();
    const pricey = level === "Professional" ? 8 : 1;
    const classYear = LEVELS_WITH_CLASS.includes(level) ? pick(random, CLASS_YEARS) : null;
    return {
      userId: uuidOf(options.seed, index, "user"),
      profileId: uuidOf(options.seed, index, "profile"),
      email: `athlete-${options.seed}-${index}@${options.domain}`,
      firstName,
      lastName,
      gender,
      sportId: sport.id,
      positionIds: positions.map((p) => p.id),
      level,
      classYear,
      team: teamOf(random, level, city.name),
      cityId: city.id,
      interestIds: some(random, catalog.activities, 1 + Math.floor(random() * 4)).map((a) => a.id),
      bio: `${opening} from ${city.name}. ${first![0]!.toUpperCase()}${first!.slice(1)}, and ${second}.`,
      socials: { instagram: `https://www.instagram.com/${handle}` },
      services: some(random, SERVICE_NAMES, 1 + Math.floor(random() * 3)).map((name, i) => ({
        id: uuidOf(options.seed, index, `service-${i}`),
        name,
        priceCents: (25 + Math.floor(random() * 300)) * 100 * pricey,
      })),
      colour: pick(random, COLOURS),
      createdAt: new Date(options.now.getTime() - Math.floor(random() * 730 * DAY_MS)),
      ...birthOf(index, level, classYear, city.state, options),
    };
  });
}
