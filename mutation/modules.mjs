// @ts-check
/**
 * The guarded modules of mutation testing (docs/decisions/0091): per module, the product files
 * Stryker mutates and the module's own test files its Vitest config runs. Each module also has
 * mutation/vitest.<name>.config.ts and mutation/stryker.<name>.config.mjs, built from this list.
 *
 * @type {import("./modules.d.mts").MutationModule[]}
 */
export const MODULES = [
  {
    name: "identity-tokens",
    mutate: ["apps/api/src/identity/{tokens,one-time-tokens,sessions,session-memory}.ts"],
    tests: [
      "apps/api/src/identity/{sessions,one-time-tokens}.test.ts",
      "apps/api/src/identity/session-memory*.test.ts",
      "apps/api/src/modules/auth/*.test.ts",
      "apps/api/src/modules/security/sessions.test.ts",
    ],
    ignoreStatic: true,
  },
  {
    name: "shared",
    mutate: [
      "packages/shared/src/schemas/**/*.ts",
      "packages/shared/src/{minor,offer,operator,search}-rules.ts",
      "packages/shared/src/roles.ts",
    ],
    tests: ["packages/shared/src/**/*.test.ts"],
    ignoreStatic: false,
  },
  {
    name: "identity-accounts",
    mutate: [
      "apps/api/src/identity/{users,identities,new-user,claim-account,email-change,account-changes,erase-account,require-user,second-factor,half-sessions,session-list,session-origin,operator-accounts,password-hasher}.ts",
    ],
    // The OAuth suites drive claim-account and identities, the operator suites operator-accounts:
    // without them 105 of the first run's 411 mutants had no test at all.
    tests: [
      "apps/api/src/identity/*.test.ts",
      "apps/api/src/modules/{auth,account,security,oauth,operators}/*.test.ts",
    ],
    ignoreStatic: true,
  },
  {
    name: "oauth",
    mutate: ["apps/api/src/modules/oauth/*.ts"],
    tests: ["apps/api/src/modules/oauth/*.test.ts"],
    ignoreStatic: true,
  },
  {
    name: "profiles",
    mutate: ["apps/api/src/modules/{profiles,services}/*.ts"],
    tests: ["apps/api/src/modules/{profiles,services}/*.test.ts"],
    ignoreStatic: true,
  },
  {
    name: "invitations",
    mutate: ["apps/api/src/modules/invitations/*.ts"],
    tests: ["apps/api/src/modules/invitations/*.test.ts"],
    ignoreStatic: true,
  },
  // Operators in two: who may act and what a decision does, then the console's reads and
  // invitations; one run of all 544 mutants takes over two hours on a 2-core machine.
  {
    name: "operator-decisions",
    mutate: [
      "apps/api/src/modules/operators/{operator-guard,approval-rules,decisions,operator-limits,operator-audit}.ts",
    ],
    tests: ["apps/api/src/modules/operators/*.test.ts"],
    ignoreStatic: true,
  },
  {
    name: "operators",
    mutate: [
      "apps/api/src/modules/operators/*.ts",
      "!apps/api/src/modules/operators/{operator-guard,approval-rules,decisions,operator-limits,operator-audit}.ts",
    ],
    tests: ["apps/api/src/modules/operators/*.test.ts"],
    ignoreStatic: true,
  },
  {
    name: "search-privacy",
    mutate: [
      "apps/api/src/modules/search/{search-access,search-repository,public-profile,athlete-file-access}.ts",
    ],
    // The media routes ask athlete-file-access.ts who may see a minor's files (app.ts hands it
    // over): minor-media.test.ts is where those answers are tested.
    tests: [
      "apps/api/src/modules/search/*.test.ts",
      "apps/api/src/modules/media/minor-media.test.ts",
    ],
    ignoreStatic: true,
  },
  {
    name: "offer-rules",
    mutate: [
      "apps/api/src/modules/offers/{offer-transitions,mask-contact-details,probing-bound}.ts",
    ],
    tests: [
      "apps/api/src/modules/offers/{offer-transitions,mask-contact-details,probing-bound}.test.ts",
    ],
    ignoreStatic: false,
  },
  // The rest of offers in two, so that each run fits in an hour on a 2-core machine: making and
  // changing a deal (who may, the limits, the minor's gate, expiry), then what each party reads
  // and is told (the routes, views, lists, messages, the guardian's consent and its workers).
  {
    name: "offer-deals",
    mutate: [
      "apps/api/src/modules/offers/{create-offer,offer-actions,offer-expiry,offer-limits,offer-repository,buyer-access,offer-parties,minor-gate}.ts",
    ],
    tests: ["apps/api/src/modules/offers/*.test.ts"],
    ignoreStatic: true,
  },
  {
    name: "offer-reads",
    mutate: [
      "apps/api/src/modules/offers/*.ts",
      "!apps/api/src/modules/offers/{offer-transitions,mask-contact-details,probing-bound}.ts",
      "!apps/api/src/modules/offers/{create-offer,offer-actions,offer-expiry,offer-limits,offer-repository,buyer-access,offer-parties,minor-gate}.ts",
    ],
    tests: ["apps/api/src/modules/offers/*.test.ts"],
    ignoreStatic: true,
  },
  {
    name: "guardians",
    mutate: ["apps/api/src/modules/guardians/*.ts"],
    tests: [
      "apps/api/src/modules/guardians/*.test.ts",
      "apps/api/src/modules/offers/{minor-offers,guardian-workers}.test.ts",
      "apps/api/src/modules/media/{minor-media,guardian-photo}.test.ts",
    ],
    ignoreStatic: true,
  },
];

/**
 * @param {string} name
 * @returns {import("./modules.d.mts").MutationModule}
 */
export function mutationModule(name) {
  const found = MODULES.find((module) => module.name === name);
  if (!found) throw new Error(`No mutation module "${name}" in mutation/modules.mjs`);
  return found;
}
