import { describe, expect, it, vi } from "vitest";
import { SessionMemory } from "./session-memory";
import type { LiveSession } from "./sessions";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-28T12:00:00Z");
const IDLE_SINCE = new Date(NOW.getTime() - 7 * DAY);

function session(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    user: { id: "user-1" } as LiveSession["user"],
    id: "session-1",
    expiresAt: new Date(NOW.getTime() + DAY),
    lastUsedAt: new Date(NOW.getTime() - 60_000),
    device: "Chrome on macOS",
    factorVerified: false,
    searchVersion: 1,
    ...overrides,
  };
}

describe("SessionMemory", () => {
  it("reads a session once and answers it from memory until a change is heard", async () => {
    const memory = new SessionMemory();
    const read = vi.fn(async () => session());
    expect(await memory.find("hash", NOW, IDLE_SINCE, read)).toEqual(session());
    expect(await memory.find("hash", NOW, IDLE_SINCE, read)).toEqual(session());
    expect(read).toHaveBeenCalledTimes(1);

    memory.forget();
    read.mockResolvedValueOnce(session({ searchVersion: 2 }));
    expect((await memory.find("hash", NOW, IDLE_SINCE, read))?.searchVersion).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("shares a kept session frozen, so no request can change it for the next", async () => {
    const memory = new SessionMemory();
    await memory.find("hash", NOW, IDLE_SINCE, async () => session());
    const kept = await memory.find("hash", NOW, IDLE_SINCE, async () => undefined);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept?.user)).toBe(true);
  });

  it("keeps no answer for a token that has no session", async () => {
    const memory = new SessionMemory();
    const read = vi.fn(async () => undefined);
    expect(await memory.find("hash", NOW, IDLE_SINCE, read)).toBeUndefined();
    expect(await memory.find("hash", NOW, IDLE_SINCE, read)).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps apart the sessions of different tokens", async () => {
    const memory = new SessionMemory();
    await memory.find("a", NOW, IDLE_SINCE, async () => session({ id: "a" }));
    await memory.find("b", NOW, IDLE_SINCE, async () => session({ id: "b" }));
    const never = vi.fn(async () => undefined);
    expect((await memory.find("a", NOW, IDLE_SINCE, never))?.id).toBe("a");
    expect((await memory.find("b", NOW, IDLE_SINCE, never))?.id).toBe("b");
    expect(never).not.toHaveBeenCalled();
  });

  it("does not keep a read that a change overtook", async () => {
    const memory = new SessionMemory();
    let finish: (value: LiveSession) => void = () => undefined;
    const slow = () => new Promise<LiveSession>((resolve) => (finish = resolve));
    const answer = memory.find("hash", NOW, IDLE_SINCE, slow);
    memory.forget(); // heard while the statement was on its way
    finish(session({ searchVersion: 1 }));
    expect((await answer)?.searchVersion).toBe(1);
    const read = vi.fn(async () => session({ searchVersion: 2 }));
    expect((await memory.find("hash", NOW, IDLE_SINCE, read))?.searchVersion).toBe(2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("ends a kept session by the clock alone: expired, or idle for too long", async () => {
    const expiring = new SessionMemory();
    const read = vi.fn(async () => session({ expiresAt: new Date(NOW.getTime() + 1000) }));
    expect(await expiring.find("hash", NOW, IDLE_SINCE, read)).toBeDefined();
    const atExpiry = new Date(NOW.getTime() + 1000);
    expect(await expiring.find("hash", atExpiry, IDLE_SINCE, read)).toBeUndefined();

    const idle = new SessionMemory();
    const lastUsedAt = new Date(NOW.getTime() - 60_000);
    expect(
      await idle.find("hash", NOW, IDLE_SINCE, async () => session({ lastUsedAt })),
    ).toBeDefined();
    const never = vi.fn(async () => undefined);
    expect(await idle.find("hash", NOW, lastUsedAt, never)).toBeUndefined();
    expect(await idle.find("hash", NOW, IDLE_SINCE, never)).toBeUndefined();
    expect(never).toHaveBeenCalledTimes(1);
  });

  it("lets the oldest session go first when full", async () => {
    const memory = new SessionMemory(2);
    for (const id of ["a", "b", "c"]) {
      await memory.find(id, NOW, IDLE_SINCE, async () => session({ id }));
    }
    const read = vi.fn(async () => session({ id: "again" }));
    expect((await memory.find("b", NOW, IDLE_SINCE, read))?.id).toBe("b");
    expect((await memory.find("c", NOW, IDLE_SINCE, read))?.id).toBe("c");
    expect(read).not.toHaveBeenCalled();
    expect((await memory.find("a", NOW, IDLE_SINCE, read))?.id).toBe("again");
  });
});
