import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const sharedSource = path.resolve(import.meta.dirname, "packages/shared/src/index.ts");
const alias = { "@lineup/shared": sharedSource };

/** One run, four layers: shared units, the test kit, API units and integration (real databases), web components. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "shared",
          environment: "node",
          include: ["packages/shared/src/**/*.test.ts"],
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
          globalSetup: ["apps/api/test/global-setup.ts"],
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
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
