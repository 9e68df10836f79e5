import { describe, expect, it } from "vitest";

/*
 * Every schema module loads on its own and exports its schemas. Imported inside the tests, not
 * at the top: a module that throws while loading (a discriminated union without its key, a
 * builder that returns nothing) then fails a test here instead of only failing to load the other
 * test files, which a runner may not count as a failed test.
 */
const MODULES = {
  "account-export": () => import("./account-export"),
  "account-settings": () => import("./account-settings"),
  athlete: () => import("./athlete"),
  auth: () => import("./auth"),
  business: () => import("./business"),
  fields: () => import("./fields"),
  guardian: () => import("./guardian"),
  invitations: () => import("./invitations"),
  "join-form": () => import("./join-form"),
  offers: () => import("./offers"),
  operator: () => import("./operator"),
  "phone-fields": () => import("./phone-fields"),
  profile: () => import("./profile"),
  search: () => import("./search"),
  security: () => import("./security"),
  "sign-up": () => import("./sign-up"),
  socials: () => import("./socials"),
  "text-rules": () => import("./text-rules"),
};

describe("the schema modules", () => {
  it.each(Object.entries(MODULES))("%s loads", async (_, load) => {
    const module: Record<string, unknown> = await load();
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
