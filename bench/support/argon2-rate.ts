// The baseline of the login figure: argon2id verifies per second in a plain Node process, with
// the server's parameters and as many at once as the machine has cores (the most it can do).
// Usage: node --import tsx bench/support/argon2-rate.ts <seconds>; prints { rate } as JSON.
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { TEST_PASSWORD } from "@lineup/test-kit";
import { ARGON2_OPTIONS } from "../../apps/api/src/identity/password-hasher";

const seconds = Number(process.argv[2] ?? 10);
const password = TEST_PASSWORD;
const stored = await hash(password, ARGON2_OPTIONS);
const deadline = performance.now() + seconds * 1000;
let done = 0;
async function worker(): Promise<void> {
  while (performance.now() < deadline) {
    if (!(await verify(stored, password))) throw new Error("verify failed");
    done++;
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: availableParallelism() }, worker));
process.stdout.write(JSON.stringify({ rate: done / ((performance.now() - started) / 1000) }));
