import { readFileSync, readdirSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ARGON2_OPTIONS, PasswordHasher } from "./password-hasher";

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function niceValues(): number[] {
  return readdirSync("/proc/self/task").flatMap((tid) => {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return [Number(fields[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

/** Never counts the event loop as busy: the full pool. */
const IDLE_LOOP = { busyAbove: 1, whenBusy: 1, busyRate: 20 };

describe("PasswordHasher", () => {
  let hasher: PasswordHasher | undefined;
  afterEach(() => hasher?.close());

  it("hashes with argon2id at the configured parameters and verifies only the right password", async () => {
    hasher = new PasswordHasher({ size: 2, nice: 10, idleMs: 60_000, ...IDLE_LOOP });
    const stored = await hasher.hash("Blue-Harbor-Sprint-42");
    expect(stored).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}\\$`,
      ),
    );
    expect(await hasher.verify(stored, "Blue-Harbor-Sprint-42")).toBe(true);
    expect(await hasher.verify(stored, "Blue-Harbor-Sprint-43")).toBe(false);
    expect(await hasher.verify("not a hash", "Blue-Harbor-Sprint-42")).toBe(false);
    expect(await hasher.verifyNothing("anything")).toBe(false);
  });

  it("runs at most `size` hashes at once, each answered, and queues the rest", async () => {
    hasher = new PasswordHasher({ size: 2, nice: 10, idleMs: 60_000, ...IDLE_LOOP });
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hasher!.hash(`pw-${i}`)));
    expect(new Set(hashes).size).toBe(6);
    for (const [i, stored] of hashes.entries()) {
      expect(await hasher.verify(stored, `pw-${i}`)).toBe(true);
    }
    expect(hasher.threadCount).toBe(2);
  });

  it("while the event loop is busy, hashes one at a time on one thread", async () => {
    hasher = new PasswordHasher({
      size: 3,
      nice: 10,
      idleMs: 60_000,
      busyAbove: -1, // always busy
      whenBusy: 1,
      busyRate: 1000,
    });
    const hashes = await Promise.all(["a", "b", "c", "d"].map((pw) => hasher!.hash(pw)));
    expect(new Set(hashes).size).toBe(4);
    expect(hasher.threadCount).toBe(1);
  });

  it("hashes on threads of lower priority than the event loop (Linux)", async () => {
    hasher = new PasswordHasher({ size: 1, nice: 7, idleMs: 60_000, ...IDLE_LOOP });
    expect(niceValues()).not.toContain(7);
    await hasher.hash("pw");
    expect(niceValues()).toContain(7);
  });

  it("ends idle threads, and starts new ones when work comes again", async () => {
    hasher = new PasswordHasher({ size: 2, nice: 10, idleMs: 50, ...IDLE_LOOP });
    // Counted while both jobs run: under load one thread may finish and idle out before the other.
    const both = Promise.all([hasher.hash("a"), hasher.hash("b")]);
    expect(hasher.threadCount).toBe(2);
    await both;
    await vi.waitFor(() => expect(hasher!.threadCount).toBe(0), { timeout: 5_000 });
    expect(await hasher.verify(await hasher.hash("c"), "c")).toBe(true);
  });

  it("after close, refuses new work instead of hanging", async () => {
    hasher = new PasswordHasher({ size: 1, nice: 10, idleMs: 60_000, ...IDLE_LOOP });
    const running = expect(hasher.hash("a")).rejects.toThrow(/closed/);
    const queued = expect(hasher.hash("b")).rejects.toThrow(/closed/);
    await hasher.close();
    await running;
    await queued;
    await expect(hasher.hash("c")).rejects.toThrow(/closed/);
    expect(await hasher.verify("x", "y")).toBe(false);
  });
});
