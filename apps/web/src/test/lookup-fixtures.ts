import { LOOKUP_PATHS, type LookupItem, type LookupKind } from "@lineup/shared";
import type { MockReply } from "./mock-api";

export const SPORTS: LookupItem[] = [
  { id: 1, name: "Soccer" },
  { id: 2, name: "Basketball" },
  { id: 3, name: "Swimming" },
];

export const CITIES: LookupItem[] = [
  { id: 10, name: "Austin", state: "Texas" },
  { id: 11, name: "Los Angeles", state: "California" },
];

export const ACTIVITIES: LookupItem[] = [
  { id: 20, name: "Fishing" },
  { id: 21, name: "Gaming" },
  { id: 22, name: "Reading" },
];

export const BUSINESS_TYPES: LookupItem[] = [
  { id: 50, name: "Sports Apparel" },
  { id: 51, name: "Restaurant" },
  { id: 52, name: "Fitness Center / Gym" },
];

export const MARKETING_TACTICS: LookupItem[] = [
  { id: 60, name: "Social Media Posts" },
  { id: 61, name: "Event Appearances" },
  { id: 62, name: "Autograph Signings" },
];

export const BUSINESS_GOALS: LookupItem[] = [
  { id: 70, name: "Drive Sales" },
  { id: 71, name: "Increase Brand Awareness" },
];

/** Roles by sport id; Swimming (3) has none. */
export const ROLES: Record<number, LookupItem[]> = {
  1: [
    { id: 30, name: "Goalkeeper" },
    { id: 31, name: "Striker" },
  ],
  2: [{ id: 40, name: "Point guard" }],
};

/** A lookup answer in the contract's shape, filtered by `str` like the server's search. */
function answer(items: readonly LookupItem[], url: URL): MockReply {
  const str = url.searchParams.get("str")?.toLowerCase();
  const list = str ? items.filter((item) => item.name.toLowerCase().includes(str)) : items;
  return { body: { data: { list, total: list.length } } };
}

/** mockApi handlers answering every picker list. */
export function lookupHandlers(): Record<string, (body: unknown, url: URL) => MockReply> {
  const route = (kind: LookupKind) => `GET ${LOOKUP_PATHS[kind]}`;
  return {
    [route("sport")]: (_body, url) => answer(SPORTS, url),
    [route("location")]: (_body, url) => answer(CITIES, url),
    [route("activity")]: (_body, url) => answer(ACTIVITIES, url),
    [route("businessType")]: (_body, url) => answer(BUSINESS_TYPES, url),
    [route("marketingTactic")]: (_body, url) => answer(MARKETING_TACTICS, url),
    [route("businessGoal")]: (_body, url) => answer(BUSINESS_GOALS, url),
    [route("sportRole")]: (_body, url) =>
      answer(ROLES[Number(url.searchParams.get("sports"))] ?? [], url),
  };
}
