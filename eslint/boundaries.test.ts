import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { boundaries } from "./boundaries.js";

const root = path.dirname(import.meta.dirname);

/** Lints `code` as if it were the file at `file` (relative to the repository), boundaries only. */
async function breaches(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { languageOptions: { parser: tseslint.parser } },
      ...boundaries.map((config) => ({ ...config, files: ["**/*.{ts,tsx}"] })),
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("import boundaries (npm run lint)", () => {
  it("refuses a web feature importing another feature", async () => {
    const found = await breaches(
      "apps/web/src/features/home/breach.tsx",
      'import { authApi } from "../auth/auth-api";\nexport const x = authApi;\n',
    );
    expect(found).toEqual([expect.stringContaining("Web features do not import each other")]);
  });

  it("lets a feature import its own files, components and lib", async () => {
    const found = await breaches(
      "apps/web/src/features/auth/fine.tsx",
      'import { authApi } from "./auth-api";\nimport { Button } from "../../components/ui/button";\nexport const x = [authApi, Button];\n',
    );
    expect(found).toEqual([]);
  });

  it("refuses components importing a feature, and the web app importing the API", async () => {
    const fromComponent = await breaches(
      "apps/web/src/components/ui/breach.tsx",
      'import { authApi } from "../../features/auth/auth-api";\nexport const x = authApi;\n',
    );
    expect(fromComponent).toEqual([expect.stringContaining("sit below features")]);
    const fromWeb = await breaches(
      "apps/web/src/lib/breach.ts",
      'import { buildApp } from "../../../api/src/app";\nexport const x = buildApp;\n',
    );
    expect(fromWeb).toEqual([expect.stringContaining("never imports the API")]);
  });

  it("refuses an API module reaching into another module's internals", async () => {
    const found = await breaches(
      "apps/api/src/modules/health/breach.ts",
      'import { lookupRoutes } from "../lookups/lookup-routes";\nexport const x = lookupRoutes;\n',
    );
    expect(found).toEqual([expect.stringContaining("through each other's index.ts")]);
  });

  it("refuses an import cycle", async () => {
    const file = "eslint/fixtures/cycle/first.ts";
    const { readFile } = await import("node:fs/promises");
    const found = await breaches(file, await readFile(path.join(root, file), "utf8"));
    expect(found).toEqual([expect.stringContaining("import-x/no-cycle")]);
  });
});
