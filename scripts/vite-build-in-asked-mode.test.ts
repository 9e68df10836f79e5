import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const helper = pathToFileURL(path.join(import.meta.dirname, "vite-build-in-asked-mode.mjs")).href;
const project = mkdtempSync(path.join(tmpdir(), "lineup-vite-mode-"));
writeFileSync(path.join(project, "index.html"), '<script type="module" src="./main.js"></script>');
writeFileSync(path.join(project, "main.js"), "document.title = 'built';");
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** NODE_ENV in a fresh process after it builds the tiny project, directly or through the helper. */
async function modeAfterBuild(how: "vite" | "helper", asked: string | undefined): Promise<string> {
  const config = JSON.stringify({
    root: project,
    configFile: false,
    logLevel: "silent",
    build: { outDir: path.join(project, `dist-${how}`) },
  });
  const call =
    how === "vite"
      ? `(await import("vite")).build(${config})`
      : `(await import(${JSON.stringify(helper)})).viteBuildInAskedMode(${config})`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (asked) env.NODE_ENV = asked;
  const { stdout } = await run(
    process.execPath,
    ["--input-type=module", "-e", `await ${call}; console.log(process.env.NODE_ENV ?? "unset");`],
    { env, cwd: path.join(import.meta.dirname, "..") },
  );
  return stdout.trim().split("\n").at(-1) ?? "";
}

describe("the web build leaves the server's mode alone (npm start after a rebuild)", () => {
  it("Vite's own build switches its process to production, which is what bit npm start", async () => {
    expect(await modeAfterBuild("vite", undefined)).toBe("production");
  });

  it("after the build, a process that asked for nothing still has no NODE_ENV (so development)", async () => {
    expect(await modeAfterBuild("helper", undefined)).toBe("unset");
  });

  it("after the build, a process that asked for development keeps it", async () => {
    expect(await modeAfterBuild("helper", "development")).toBe("development");
  });
});
