// Builds what changed: the API bundle (esbuild) and the web app (Vite), each skipped when the
// fingerprint of its inputs matches the one stored beside its output. `--api-only` skips the web.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { viteBuildInAskedMode } from "./vite-build-in-asked-mode.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...parts) => path.join(root, ...parts);
const SKIP_DIRS = new Set(["node_modules", "dist", ".turbo"]);

function listFiles(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((d) => !SKIP_DIRS.has(d.name))
    .flatMap((d) => listFiles(path.join(entry, d.name)))
    .sort();
}

function fingerprint(inputs) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

async function step(name, inputs, stampFile, build) {
  const print = fingerprint(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === print) return;
  const started = Date.now();
  await build();
  writeFileSync(stampFile, print);
  console.log(`built ${name} in ${Date.now() - started} ms`);
}

// Packages left out of the API bundle, loaded from node_modules at run time: native code
// (argon2, sharp), files read beside their own code (PGlite's WebAssembly, libheif, Swagger UI's
// pages, pino's transport worker), and packages imported only when configured
// (S3, Redis, SMTP, pg). Everything else is bundled: resolving and reading hundreds of small files
// took a quarter of every start (docs/decisions/0045). A new dependency that reads files of its
// own, or has native code, belongs on this list.
const API_EXTERNAL = [
  "@node-rs/argon2",
  "sharp",
  "@electric-sql/pglite",
  "heic-decode",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "pino",
  "@aws-sdk/*",
  "ioredis",
  "nodemailer",
  "pg",
];

const shared = [
  at("packages/shared/src"),
  at("packages/shared/package.json"),
  at("package-lock.json"),
];

await step(
  "api",
  [at("apps/api/src"), at("apps/api/package.json"), at("scripts/build.mjs"), ...shared],
  at("apps/api/dist/.build-stamp"),
  async () => {
    const { build } = await import("esbuild");
    // Last build's chunks stay: a server still running from them may import one later.
    await build({
      entryPoints: [at("apps/api/src/server.ts"), at("apps/api/src/db/migrate-cli.ts")],
      outdir: at("apps/api/dist"),
      outbase: at("apps/api/src"),
      bundle: true,
      // Modules loaded with import() (the S3 client, …) become chunks of their own, so their
      // packages load when first used rather than at every start (docs/decisions/0044).
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      external: API_EXTERNAL,
      // Bundled CommonJS packages call require(), which an ES module lacks.
      banner: {
        js: 'import { createRequire as createRequireOfBundle } from "node:module"; const require = createRequireOfBundle(import.meta.url);',
      },
      alias: { "@lineup/shared": at("packages/shared/src/index.ts") },
      sourcemap: true,
      logLevel: "warning",
    });
  },
);

if (!process.argv.includes("--api-only")) {
  await step(
    "web",
    [
      at("apps/web/src"),
      at("apps/web/public"),
      at("apps/web/index.html"),
      at("apps/web/vite.config.ts"),
      at("apps/web/vite"),
      at("apps/web/package.json"),
      ...shared,
    ],
    at("apps/web/dist/.build-stamp"),
    async () => {
      await viteBuildInAskedMode({
        root: at("apps/web"),
        configFile: at("apps/web/vite.config.ts"),
        logLevel: "warn",
      });
      precompress(at("apps/web/dist"));
    },
  );
}

/** Writes .gz and .br beside each text asset; @fastify/static serves them to browsers that accept them. */
function precompress(dir) {
  for (const file of listFiles(dir)) {
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
