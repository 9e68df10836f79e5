import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { EventLoopLoad } from "../lib/event-loop-load";

/** What a hashing thread can be asked to do. */
export type HashJob =
  | { op: "hash"; password: string; options: object }
  | { op: "verify"; hash: string; password: string };

/**
 * The code of each thread: argon2id, synchronously, one job at a time. Its first act is to lower
 * its own scheduling priority (Linux keeps a nice value per thread), so that while every core
 * hashes, the event loop still gets the CPU it asks for (docs/decisions/0012).
 */
const THREAD_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const argon2 = require(workerData.argon2);
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, workerData.nice);
} catch {
  // Not Linux: the thread keeps the process's priority.
}
parentPort.on("message", (job) => {
  try {
    const result =
      job.op === "hash"
        ? argon2.hashSync(job.password, job.options)
        : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

const ARGON2_PATH = createRequire(import.meta.url).resolve("@node-rs/argon2");

interface Waiting {
  job: HashJob;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  busy: Waiting | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export interface HashingThreadsOptions {
  /** Threads at most, and so hashes at once: a flood of logins queues instead of taking every core. */
  size: number;
  /**
   * Hashes at once while the event loop is busier than `busyAbove` (0–1): each login also costs
   * the event loop its queries and answer, so a flood of them must not crowd out every other
   * request (docs/decisions/0012).
   */
  whenBusy: number;
  busyAbove: number;
  /** Hashes started per second at most while the event loop is busy. */
  busyRate: number;
  /** The threads' nice value (0–19): higher yields the CPU to the event loop sooner. */
  nice: number;
  /** A thread with nothing to do for this long ends; memory at rest holds no idle thread. */
  idleMs: number;
}

/** A small pool of worker threads that run argon2id, started on demand and ended when idle. */
export class HashingThreads {
  private readonly threads = new Set<Thread>();
  private readonly queue: Waiting[] = [];
  private closed = false;
  private readonly loop = new EventLoopLoad();
  private lastStart = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: HashingThreadsOptions) {}

  run<T>(job: HashJob): Promise<T> {
    if (this.closed) return Promise.reject(new Error("hashing threads are closed"));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** How many threads are running now. */
  get size(): number {
    return this.threads.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    for (const waiting of this.queue.splice(0)) {
      waiting.reject(new Error("hashing threads are closed"));
    }
    await Promise.all([...this.threads].map((thread) => this.end(thread)));
  }

  private dispatch(): void {
    const busy = this.loop.utilization() > this.options.busyAbove;
    const limit = busy ? this.options.whenBusy : this.options.size;
    if (busy && this.queue.length > 0) {
      const wait = this.lastStart + 1000 / this.options.busyRate - performance.now();
      if (wait > 0) {
        this.retry ??= setTimeout(() => {
          this.retry = undefined;
          this.dispatch();
        }, wait);
        this.retry.unref();
        return;
      }
    }
    while (this.queue.length > 0 && this.running() < limit) {
      const thread = this.idleThread() ?? this.startThread();
      if (!thread) return;
      this.give(thread, this.queue.shift()!);
    }
  }

  private running(): number {
    let count = 0;
    for (const thread of this.threads) if (thread.busy) count++;
    return count;
  }

  private idleThread(): Thread | undefined {
    for (const thread of this.threads) if (!thread.busy) return thread;
    return undefined;
  }

  private startThread(): Thread | undefined {
    if (this.threads.size >= this.options.size) return undefined;
    const worker = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { argon2: ARGON2_PATH, nice: this.options.nice },
      resourceLimits: { maxOldGenerationSizeMb: 16 },
    });
    worker.unref();
    const thread: Thread = { worker, busy: undefined, idleTimer: undefined };
    worker.on("message", (answer: { result?: unknown; error?: string }) => {
      const waiting = thread.busy;
      thread.busy = undefined;
      if (answer.error === undefined) waiting?.resolve(answer.result);
      else waiting?.reject(new Error(answer.error));
      this.rest(thread);
      this.dispatch();
    });
    const lost = (error: Error) => {
      if (!this.threads.delete(thread)) return;
      clearTimeout(thread.idleTimer);
      thread.busy?.reject(error);
      thread.busy = undefined;
      this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`hashing thread exited with ${code}`)));
    this.threads.add(thread);
    return thread;
  }

  private give(thread: Thread, waiting: Waiting): void {
    clearTimeout(thread.idleTimer);
    thread.busy = waiting;
    this.lastStart = performance.now();
    thread.worker.postMessage(waiting.job);
  }

  private rest(thread: Thread): void {
    clearTimeout(thread.idleTimer);
    thread.idleTimer = setTimeout(() => {
      if (!thread.busy) void this.end(thread);
    }, this.options.idleMs);
    thread.idleTimer.unref();
  }

  private async end(thread: Thread): Promise<void> {
    this.threads.delete(thread);
    clearTimeout(thread.idleTimer);
    thread.busy?.reject(new Error("hashing threads are closed"));
    thread.busy = undefined;
    await thread.worker.terminate();
  }
}
