import path from "node:path";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { mutationModule } from "./modules.mjs";

const fromRoot = (dir: string) => path.resolve(import.meta.dirname, "..", dir);

/** The workspace aliases of tsconfig.base.json, as in the root vitest.config.ts. */
const alias = {
  "@lineup/shared": fromRoot("packages/shared/src/index.ts"),
  "@api": fromRoot("apps/api/src"),
  "@api-test": fromRoot("apps/api/test"),
};

/**
 * A Vitest config for one guarded module's mutation run (docs/decisions/0091): only that
 * module's own test files, so Stryker's dry run is that module's tests and not the whole suite
 * (every test imports @lineup/shared's index, so "related" tests would be all of them). API test
 * files get the PGlite template of the root config's global setup; PostgreSQL and Redis stay off.
 */
export function mutationVitestConfig(name: string): ViteUserConfig {
  const include = mutationModule(name).tests;
  const api = include.some((glob) => glob.startsWith("apps/api/"));
  return defineConfig({
    root: fromRoot("."),
    resolve: { alias },
    test: {
      environment: "node",
      include,
      exclude: ["**/node_modules/**", "**/*.redis.test.ts"],
      ...(api ? { globalSetup: [fromRoot("apps/api/test/global-setup.ts")] } : {}),
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });
}
