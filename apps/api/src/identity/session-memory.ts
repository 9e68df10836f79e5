import type { LiveSession } from "./sessions";

/**
 * The sessions an embedded database's owner has read, so a signed-in request asks PGlite's one
 * thread nothing (docs/decisions/0094). Exact, not a guess kept for a while: `forget` runs when
 * PGlite hands over the notification of a statement that changed users, sessions or the search
 * version (migration 0019), with that statement's own answer, so every request that begins after
 * a change is seen to be done reads the database again. A read that a change overtook is not kept
 * (`changes` counts what was heard meanwhile). Expiry and idleness move with the clock alone, so
 * they are checked at every use, as the statement's WHERE checks them.
 */
export class SessionMemory {
  private readonly kept = new Map<string, LiveSession>();
  private changes = 0;

  constructor(private readonly maxSessions = 10_000) {}

  /** The live session of `tokenHash` at `now`, from memory or else from `read`. */
  async find(
    tokenHash: string,
    now: Date,
    idleSince: Date,
    read: () => Promise<LiveSession | undefined>,
  ): Promise<LiveSession | undefined> {
    const hit = this.kept.get(tokenHash);
    if (hit) {
      if (hit.expiresAt > now && hit.lastUsedAt > idleSince) return hit;
      // Ended by time alone: nothing but a change (which empties memory) brings it back.
      this.kept.delete(tokenHash);
      return undefined;
    }
    const changesBefore = this.changes;
    const session = await read();
    if (session && this.changes === changesBefore) this.keep(tokenHash, session);
    return session;
  }

  /** Heard: some user, session or the search version changed. */
  forget(): void {
    // Stryker disable next-line UpdateOperator: any move of the count tells a read it was overtaken (mutation/equivalent-mutants.md)
    this.changes++;
    this.kept.clear();
  }

  private keep(tokenHash: string, session: LiveSession): void {
    // The oldest out first, so a flood of sign-ins cannot grow memory without end.
    if (this.kept.size >= this.maxSessions) this.kept.delete(this.kept.keys().next().value!);
    // Every later request shares this one object: frozen, so no handler can change it for them.
    Object.freeze(session.user);
    this.kept.set(tokenHash, Object.freeze(session));
  }
}
