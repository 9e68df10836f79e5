import { availableParallelism } from "node:os";
import type { Algorithm } from "@node-rs/argon2";
import { HashingThreads, type HashingThreadsOptions } from "./hashing-threads";

/** OWASP's minimum for argon2id (DESIGN.md): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's enum is `const`, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * One hash more than there are cores, so a core never waits while the event loop hands out the
 * next; the threads run at the lowest priority, so the event loop gets the CPU first; and while
 * the event loop is nearly saturated, hashes start one at a time, at most 20 a second, so a flood
 * of logins (each also costing the event loop its queries) leaves room for every other request
 * (docs/decisions/0012).
 */
export const HASHING_THREADS: HashingThreadsOptions = {
  size: availableParallelism() + 1,
  nice: 19,
  busyAbove: 0.9,
  whenBusy: 1,
  busyRate: 20,
  idleMs: 30_000,
};

/** argon2id off the event loop, on the hashing threads. */
export class PasswordHasher {
  private readonly threads: HashingThreads;
  private dummyHash: Promise<string> | undefined;

  constructor(options: HashingThreadsOptions = HASHING_THREADS) {
    this.threads = new HashingThreads(options);
  }

  hash(password: string): Promise<string> {
    return this.threads.run<string>({ op: "hash", password, options: ARGON2_OPTIONS });
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.threads
      .run<boolean>({ op: "verify", hash: passwordHash, password })
      .catch(() => false);
  }

  /** Spends the time of a real verify, so an unknown address answers as slowly as a known one. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash("lineup-timing-equaliser");
    await this.verify(await this.dummyHash, password);
    return false;
  }

  /** Hashing threads running now. */
  get threadCount(): number {
    return this.threads.size;
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
