import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const sharedSource = path.resolve(import.meta.dirname, "packages/shared/src/index.ts");
const fromRoot = (dir: string) => path.resolve(import.meta.dirname, dir);
/** The workspace aliases of tsconfig.base.json. */
const alias = {
  "@lineup/shared": sharedSource,
  "@web": fromRoot("apps/web/src"),
  "@api": fromRoot("apps/api/src"),
  "@api-test": fromRoot("apps/api/test"),
};

/**
 * PGlite always; PostgreSQL and Redis join when their settings say so (DESIGN.md "Style"), and
 * one line says when they do not. `.ci/run` sets both.
 */
const redisLayer = Boolean(process.env.TEST_REDIS_URL);
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "Integration tests on PGlite only: set TEST_DATABASE_URL=postgres://… to add PostgreSQL.",
  );
}
if (!redisLayer) {
  console.warn("Redis tests (*.redis.test.ts) left out: set TEST_REDIS_URL=redis://… to add them.");
}

/**
 * One run, the layers by project: the lint config, shared units, the test kit, API units and
 * integration (real databases), web components.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on a 2-core CI machine,
    // where the integration tests spend much of their time waiting on PostgreSQL and Redis.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "lint-config",
          environment: "node",
          include: ["eslint/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "shared",
          environment: "node",
          include: ["packages/shared/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "test-kit",
          environment: "node",
          include: ["packages/test-kit/src/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["apps/api/src/**/*.test.ts"],
          exclude: redisLayer ? [] : ["**/*.redis.test.ts"],
          globalSetup: ["apps/api/test/global-setup.ts"],
          // The files of a worker share its modules (PGlite's WebAssembly, Fastify, drizzle):
          // each file builds its own app and database, and no API test mocks a module or sets
          // the environment. A quarter off the API layer's time (docs/decisions/0101).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/vite/**/*.test.ts"],
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Screens and menus load lazily, as in the browser; on a 2-core CI machine running the
          // API layer beside them, a journey through two of them can pass 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
