// Type-aware linting for every workspace (DESIGN.md "Style").
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { boundaries } from "./eslint/boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "apps/api/drizzle/**",
      "eslint/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            "*.js",
            "eslint/*.js",
            "scripts/*.mjs",
            "mutation/*.mjs",
            "bench/*.mjs",
            "apps/api/scripts/*.mjs",
          ],
          // The plain-JavaScript scripts above outgrew the default of 8 (21 now, with a Stryker
          // config per mutation module); they are small.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/only-throw-error": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      // Fastify handlers and hooks are async by contract, awaited or not.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**", "apps/api/test/**"],
    rules: {
      // expect.any() and friends are typed any on purpose.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      "scripts/**",
      "apps/api/scripts/**",
      "bench/**",
      "resilience/**",
      "apps/api/src/db/migrate-cli.ts",
      "e2e/**",
    ],
    rules: { "no-console": "off" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
);
