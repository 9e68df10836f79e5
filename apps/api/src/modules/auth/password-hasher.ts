import { availableParallelism } from "node:os";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { Semaphore } from "../../lib/semaphore";

/** OWASP's minimum for argon2id (DESIGN.md): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's enum is `const`, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * argon2id off the event loop (libuv threads), at most `concurrency` at once: a flood of logins
 * queues here instead of starving every other request of CPU.
 */
export class PasswordHasher {
  private readonly gate: Semaphore;
  private dummyHash: Promise<string> | undefined;

  constructor(concurrency = Math.max(1, availableParallelism())) {
    this.gate = new Semaphore(concurrency);
  }

  hash(password: string): Promise<string> {
    return this.gate.run(() => hash(password, ARGON2_OPTIONS));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.gate.run(() => verify(passwordHash, password).catch(() => false));
  }

  /** Spends the time of a real verify, so an unknown address answers as slowly as a known one. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash("lineup-timing-equaliser");
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
