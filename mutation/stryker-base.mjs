// @ts-check
/** @import { MutationModule } from "./modules.d.mts" */

/**
 * The shared part of every module's Stryker config (docs/decisions/0091): the module's own
 * Vitest config, per-test coverage, an incremental file committed under mutation/incremental/,
 * and a break threshold of 85 %.
 *
 * @param {MutationModule} module one entry of mutation/modules.mjs
 * @returns {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export function strykerConfig({ name, mutate, ignoreStatic }) {
  return {
    packageManager: "npm",
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner"],
    vitest: { configFile: `mutation/vitest.${name}.config.ts`, related: false },
    mutate: [...mutate, "!**/*.test.ts"],
    coverageAnalysis: "perTest",
    ignoreStatic,
    incremental: true,
    incrementalFile: `mutation/incremental/${name}.json`,
    thresholds: { high: 90, low: 85, break: 85 },
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
    // `ignoreStatic`: a mutant of a value computed at import reruns all the module's tests in a
    // fresh module graph; API modules leave those out (their tests load a database per file).
    // API tests load a PGlite database per file; a slow mutant on a busy 2-core machine is not a timeout.
    timeoutMS: 30_000,
    reporters: ["clear-text", "json", "progress-append-only"],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    clearTextReporter: {
      allowEmojis: false,
      logTests: false,
      reportMutants: false,
      reportTests: false,
    },
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: "always",
    ignorePatterns: [".stryker-tmp", "bench", "e2e", "resilience", "docs", "apps/web", "reports"],
  };
}
