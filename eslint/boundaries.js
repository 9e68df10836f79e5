// Import boundaries (DESIGN.md "Shape" and "Style"), enforced so that `npm run lint` fails on a
// breach: web features do not import each other; API modules reach one another and the identity
// layer only through their index.ts; shared imports neither app; nothing imports in a circle.
import { readdirSync } from "node:fs";
import path from "node:path";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const root = path.dirname(import.meta.dirname);
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each web feature may import only itself among the features. */
const featureZones = folders("apps/web/src/features").map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: "./apps/web/src/features",
  except: [`./${feature}`],
  message: "Web features do not import each other: move what both need to components/ or lib/.",
}));

/** An API module reaches another module only through that module's index.ts. */
const moduleZones = folders("apps/api/src/modules").map((mod) => ({
  target: `./apps/api/src/modules/${mod}`,
  from: `./apps/api/src/modules/!(${mod})/**/!(index).ts`,
  message: "API modules talk through each other's index.ts, never their internals.",
}));

export const boundaries = [
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or no-cycle cannot follow them.
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ["apps/api/tsconfig.json", "apps/web/tsconfig.json", "packages/*/tsconfig.json"],
        }),
      ],
    },
    rules: {
      // A cycle through import() alone is safe: the module is evaluated by the time it is loaded.
      "import-x/no-cycle": [
        "error",
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...featureZones,
            ...moduleZones,
            {
              target: ["./apps/api/src/modules", "./apps/api/src/plugins", "./apps/api/src/mail"],
              from: "./apps/api/src/identity/**/!(index).ts",
              message: "Use the identity layer through apps/api/src/identity/index.ts.",
            },
            {
              target: ["./apps/web/src/components", "./apps/web/src/lib", "./apps/web/src/stores"],
              from: ["./apps/web/src/features", "./apps/web/src/routes"],
              message: "Components, lib and stores sit below features and routes.",
            },
            {
              target: "./apps/web/src/features",
              from: "./apps/web/src/routes",
              message: "Routes compose features, not the other way round.",
            },
            {
              target: "./apps/web",
              from: "./apps/api",
              message: "The web app never imports the API.",
            },
            {
              target: "./apps/api",
              from: "./apps/web",
              message: "The API never imports the web app.",
            },
            { target: "./packages/shared", from: "./apps", message: "shared imports neither app." },
          ],
        },
      ],
    },
  },
];
