import type { AthleteCard, SearchSort } from "@lineup/shared";

export const SORT_LABEL: Record<SearchSort, string> = {
  relevance: "Best match",
  distance: "Nearest first",
  newest: "Newest first",
};

/** "3 athletes", "1 athlete", "1,000+ athletes" when the API stopped counting (decision 0082). */
export const athletes = (count: number, capped = false) =>
  `${count.toLocaleString("en-US")}${capped ? "+" : ""} ${count === 1 && !capped ? "athlete" : "athletes"}`;

/** "College · Class of 2027". */
export const levelLine = (athlete: Pick<AthleteCard, "level" | "classYear">) =>
  athlete.classYear === undefined
    ? athlete.level
    : `${athlete.level} · Class of ${athlete.classYear}`;

/** "Austin, Texas". */
export const cityLine = (city: AthleteCard["city"]) => `${city.name}, ${city.state}`;

/** "12.5 mi away". */
export const distanceLine = (miles: number) =>
  `${miles.toLocaleString("en-US", { maximumFractionDigits: 1 })} mi away`;
