import type { LookupKind } from "@lineup/shared";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "@api/app-context";
import { findUserByEmail, insertUser, type NewUser, type User } from "@api/identity";
import { listMedia, storeAvatarBytes } from "../media";
import { DEMO_PASSWORD, type Place } from "./demo-people";
import { initialsOf, initialsPicture, rgbOf } from "./initials-picture";

/** What every part of one demo seeding shares. */
export class DemoRun {
  private hashing: Promise<string> | undefined;
  /** Accounts created in this run (0 on a start that found everything). */
  created = 0;
  /** Milliseconds spent per kind of step, for the start's log line (decision 0080). */
  readonly spent: Record<string, number> = {};

  constructor(
    readonly ctx: AppContext,
    readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `step`, adding its time to `spent[label]`. */
  async timed<T>(label: string, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.spent[label] = Math.round((this.spent[label] ?? 0) + performance.now() - started);
    }
  }

  /** argon2id is slow on purpose: the one demo password is hashed once, and only when needed. */
  passwordHash(): Promise<string> {
    this.hashing ??= this.timed("hash", () => this.ctx.hasher.hash(DEMO_PASSWORD));
    return this.hashing;
  }

  /**
   * The demo account with this address, created confirmed and approved when missing. An account
   * with the address that is not confirmed is not ours (someone typed a demo address at sign-up):
   * it is left alone and answered null.
   */
  /** A confirmed demo account: approved, or `waiting` on the list for the demo operator. */
  async account(
    values: Omit<NewUser, "passwordHash" | "status">,
    standing: "approved" | "waiting" = "approved",
  ): Promise<User | null> {
    const { db, clock } = this.ctx;
    const found = await findUserByEmail(db, values.email);
    if (found) {
      if (found.emailConfirmedAt) return found;
      this.log.warn(
        { email: found.email },
        "demo marketplace: an unconfirmed account holds a demo address; left alone",
      );
      return null;
    }
    const now = clock();
    const inserted = await insertUser(db, {
      ...values,
      passwordHash: await this.passwordHash(),
      emailConfirmedAt: now,
      status: standing === "approved" ? "approved" : "pending",
      // The congratulation e-mail is for people who finished onboarding themselves.
      registrationCompletedAt: now,
    });
    if (inserted) this.created += 1;
    // Another start inserted it first: use theirs.
    return inserted ?? (await findUserByEmail(db, values.email)) ?? null;
  }

  /** The id of the entry named exactly so (a city in its state), from the in-memory lookups. */
  lookup(kind: LookupKind, name: string, group?: number): number {
    const found = this.ctx.catalog
      .search(kind, name, 50, group)
      .list.find((item) => item.name === name);
    if (!found) throw new Error(`demo marketplace: no ${kind} named ${name}`);
    return found.id;
  }

  lookups(kind: LookupKind, names: readonly string[], group?: number): number[] {
    return names.map((name) => this.lookup(kind, name, group));
  }

  city({ city, state }: Place): number {
    const found = this.ctx.catalog
      .search("location", `${city} ${state}`, 50)
      .list.find((item) => item.name === city && item.state === state);
    if (!found) throw new Error(`demo marketplace: no city ${city}, ${state}`);
    return found.id;
  }

  /** Draws and stores the profile's picture, as an upload would, unless it has one. */
  async avatar(profileId: string, name: string, colour: string): Promise<void> {
    if ((await listMedia(this.ctx.db, profileId, "avatar")).length > 0) return;
    await this.timed("pictures", async () => {
      const picture = initialsPicture(initialsOf(name), rgbOf(colour));
      await storeAvatarBytes(this.ctx, profileId, picture, "avatar.png");
    });
  }
}
