import { spawn } from "node:child_process";
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const moduleUrl = new URL("./keep-tick-shape.ts", import.meta.url).href;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A process that queues ticks, goes idle through five full collections (what the memory reducer
 * of an idle server does), and queues ticks again; then V8 prints the feedback of
 * `process.nextTick`. Returns the states of the literal's property stores.
 */
async function literalStoresAfterIdle(keepShape: boolean): Promise<string[]> {
  const script = `
    ${keepShape ? `await import(${JSON.stringify(moduleUrl)});` : ""}
    const ticks = () => new Promise((resolve) => {
      for (let i = 0; i < 200; i++) process.nextTick(() => {});
      setTimeout(resolve, 5);
    });
    await ticks();
    for (let i = 0; i < 5; i++) globalThis.gc();
    await ticks();
    new Function("f", "%DebugPrint(f)")(process.nextTick);
  `;
  // V8 prints with C stdio: to a file, since a pipe may drop what is still buffered at exit.
  const dir = mkdtempSync(path.join(tmpdir(), "tick-shape-"));
  const file = path.join(dir, "feedback.txt");
  const out = openSync(file, "w");
  try {
    const args = ["--expose-gc", "--allow-natives-syntax", "--import", "tsx"];
    const child = spawn(process.execPath, [...args, "--input-type=module", "-e", script], {
      cwd: apiRoot,
      stdio: ["ignore", out, "inherit"],
    });
    const code = await new Promise((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    expect(code).toBe(0);
    const printed = readFileSync(file, "utf8");
    return [...printed.matchAll(/slot #\d+ DefineKeyedOwnPropertyInLiteral (\w+)/g)].map(
      (m) => m[1]!,
    );
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("keep-tick-shape", () => {
  it("keeps nextTick's object literal monomorphic through an idle server's collections", async () => {
    // Two computed keys (the async ids), then the two named properties after them.
    expect(await literalStoresAfterIdle(true)).toEqual([
      "MONOMORPHIC",
      "MONOMORPHIC",
      "MONOMORPHIC",
      "MONOMORPHIC",
    ]);
  });

  it("is needed: without it the same stores turn megamorphic for good", async () => {
    const states = await literalStoresAfterIdle(false);
    expect(states).toHaveLength(4);
    expect(states.slice(1)).toEqual(["MEGAMORPHIC", "MEGAMORPHIC", "MEGAMORPHIC"]);
  });
});
