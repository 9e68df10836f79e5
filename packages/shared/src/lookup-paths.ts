import type { LookupItem } from "./lookups";

/* Apart from the lookup schemas, so screens can use these without downloading zod. */

/** The lookup resources of spec §7 "Picker lookups", by API path. */
export const LOOKUP_PATHS = {
  sport: "/api/athlete/sport/find",
  location: "/api/location/find",
  sportRole: "/api/athlete/sport-role/find",
  activity: "/api/athlete/activity/find",
  businessType: "/api/business/type/find",
  marketingTactic: "/api/business/marketing-tactic/find",
  businessGoal: "/api/business/goals/find",
} as const;

export type LookupKind = keyof typeof LOOKUP_PATHS;

/** How a list item reads on screen: cities as 'name, state'. */
export function lookupItemLabel(item: LookupItem): string {
  return item.state ? `${item.name}, ${item.state}` : item.name;
}
