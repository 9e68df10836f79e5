/**
 * Counters of attempts (sign-ins, e-mail requests) and the rules that decide when one must wait
 * (decision 0069). Every time comes from the caller, read from the app clock, so tests move time
 * instead of sleeping; a stored counter carries its own end times for the same reason.
 */

/** A hard limit: at most `max` attempts in a window of `window` ms opened by the first one. */
export interface WindowRule {
  kind: "window";
  max: number;
  window: number;
}

/**
 * A growing delay: from the `free`-th attempt on, each attempt makes the next wait `first` ms,
 * doubling up to `cap`; the count is forgotten `forget` ms after its last wait ends.
 */
export interface DelayRule {
  kind: "delay";
  free: number;
  first: number;
  cap: number;
  forget: number;
}

export type AttemptRule = WindowRule | DelayRule;

export interface Counter {
  key: string;
  rule: AttemptRule;
}

export interface AttemptStore {
  /**
   * One step for all `counters` together: when any must wait, the longest wait in ms and nothing
   * counted; otherwise one attempt counted on each, and 0.
   */
  take(counters: Counter[], now: number): Promise<number>;
  /** Forgets these counters. */
  clear(keys: string[]): Promise<void>;
}

/** A counter's state: attempts, when it is forgotten, and until when it makes callers wait. */
export interface CounterState {
  n: number;
  ends: number;
  until: number;
}

const FRESH: CounterState = { n: 0, ends: 0, until: 0 };

/** The state as of `now`: a counter whose time has passed starts again. */
export function current(state: CounterState | undefined, now: number): CounterState {
  return state && state.ends > now ? state : FRESH;
}

/** How long (ms) the counter makes the next attempt wait; 0 lets it in. */
export function waitOf(rule: AttemptRule, state: CounterState, now: number): number {
  if (rule.kind === "window") return state.n >= rule.max ? state.ends - now : 0;
  return Math.max(0, state.until - now);
}

/** The counter after one more attempt at `now`. */
export function counted(rule: AttemptRule, state: CounterState, now: number): CounterState {
  const n = state.n + 1;
  if (rule.kind === "window") {
    return { n, ends: state.n === 0 ? now + rule.window : state.ends, until: 0 };
  }
  const until =
    n >= rule.free ? now + Math.min(rule.first * 2 ** (n - rule.free), rule.cap) : state.until;
  return { n, ends: Math.max(until, now) + rule.forget, until };
}

/**
 * Counters in this process's memory: the store of a single instance, and of each instance while
 * Redis does not answer. Bounded, so a flood of addresses cannot grow memory without end.
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counters = new Map<string, CounterState>();
  private sweptAt = 0;

  constructor(private readonly maxKeys = 50_000) {}

  take(counters: Counter[], now: number): Promise<number> {
    return Promise.resolve(this.takeNow(counters, now));
  }

  /** `take` without a promise, for the Redis store's fallback. */
  takeNow(counters: Counter[], now: number): number {
    const states = counters.map(({ key }) => current(this.counters.get(key), now));
    const wait = Math.max(0, ...counters.map(({ rule }, i) => waitOf(rule, states[i]!, now)));
    if (wait > 0) return wait;
    counters.forEach(({ key, rule }, i) => this.set(key, counted(rule, states[i]!, now), now));
    return 0;
  }

  clear(keys: string[]): Promise<void> {
    for (const key of keys) this.counters.delete(key);
    return Promise.resolve();
  }

  private set(key: string, state: CounterState, now: number): void {
    this.counters.delete(key);
    if (this.counters.size >= this.maxKeys) this.evict(now);
    this.counters.set(key, state);
  }

  /** Drops forgotten counters (at most once a minute); when none is, the least recently counted. */
  private evict(now: number): void {
    if (now - this.sweptAt > 60_000) {
      this.sweptAt = now;
      for (const [key, state] of this.counters) if (state.ends <= now) this.counters.delete(key);
    }
    if (this.counters.size >= this.maxKeys) {
      this.counters.delete(this.counters.keys().next().value!);
    }
  }
}
