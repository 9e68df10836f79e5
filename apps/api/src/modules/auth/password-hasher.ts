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
 * As many hashes at once as there are cores, on threads of lower priority than the event loop,
 * so a flood of logins neither queues forever nor starves every other request of CPU
 * (docs/decisions/0012).
 */
export const HASHING_THREADS: HashingThreadsOptions = {
  size: Math.max(1, availableParallelism()),
  nice: 10,
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
