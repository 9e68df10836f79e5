import { vi } from "vitest";

/**
 * Fake timers for screens. Only the clock and timers are faked: React's scheduler runs on
 * setImmediate / MessageChannel in jsdom, and faking those would stall every render.
 *
 * Testing Library drains each event with a setTimeout(0) that it advances itself only when it
 * sees Jest's fake timers; the `jest` stand-in lets it do the same with Vitest's. It is removed
 * with the other stubbed globals after each test.
 */
export function useFakeClock() {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
