import { SEARCH_LIMITS, type AthleteSearchStats } from "@lineup/shared";
import { and, eq, gte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@api/db/client";
import { athleteDailyStats, athleteProfiles } from "@api/db/schema";
import type { Clock } from "@api/lib/clock";

interface Counts {
  athleteId: string;
  day: string;
  appearances: number;
  views: number;
}

/** Rows per INSERT: four parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts how often athletes appear on a page of search results and have their profile opened
 * (issue 23, docs/decisions/0083). Counted in memory and written every few seconds as one upsert
 * per thousand athletes, so a search never waits on a write and fifty searches showing the same
 * athletes never queue on the same rows. A crash loses the last few seconds of counts: they are
 * a rough guide for the athlete, not a ledger.
 */
export class SearchStatsRecorder {
  private pending = new Map<string, Counts>();
  /** Viewer and athlete pairs counted today (UTC): a reload is not a second view. */
  private seen = new Set<string>();
  private seenDay = "";
  private timer: NodeJS.Timeout | null = null;
  /** The flush being written: the next one waits for it, so a read after a flush sees it all. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  appeared(athleteIds: string[]): void {
    for (const id of athleteIds) this.entry(id).appearances++;
  }

  viewed(athleteId: string, viewerId: string): void {
    const today = dayOf(this.clock());
    if (today !== this.seenDay) {
      this.seen = new Set();
      this.seenDay = today;
    }
    const key = `${viewerId}|${athleteId}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.entry(athleteId).views++;
  }

  /** Writes what was counted; the counts of an athlete deleted meanwhile are dropped. */
  flush(): Promise<void> {
    const batch = [...this.pending.values()].sort((a, b) => a.athleteId.localeCompare(b.athleteId));
    this.pending = new Map();
    this.writing = this.writing.then(() => this.writeAll(batch));
    return this.writing;
  }

  private async writeAll(batch: Counts[]): Promise<void> {
    for (let i = 0; i < batch.length; i += CHUNK) {
      try {
        await this.write(batch.slice(i, i + CHUNK));
      } catch (error) {
        this.log.warn({ err: error, athletes: batch.length }, "search counts not written");
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** An athlete's appearances and views over the last `statsDays` days, today included. */
  async weekOf(athleteId: string): Promise<AthleteSearchStats> {
    await this.flush();
    const days = SEARCH_LIMITS.statsDays;
    const since = dayOf(new Date(this.clock().getTime() - (days - 1) * DAY_MS));
    const [row] = await this.db
      .select({
        appearances: sql<number>`coalesce(sum(${athleteDailyStats.appearances}), 0)::int`,
        views: sql<number>`coalesce(sum(${athleteDailyStats.views}), 0)::int`,
      })
      .from(athleteDailyStats)
      .where(and(eq(athleteDailyStats.athleteId, athleteId), gte(athleteDailyStats.day, since)));
    return { appearances: Number(row?.appearances ?? 0), views: Number(row?.views ?? 0), days };
  }

  private entry(athleteId: string): Counts {
    const day = dayOf(this.clock());
    const key = `${athleteId}|${day}`;
    let counts = this.pending.get(key);
    if (!counts) {
      counts = { athleteId, day, appearances: 0, views: 0 };
      this.pending.set(key, counts);
    }
    return counts;
  }

  private async write(rows: Counts[]): Promise<void> {
    const values = sql.join(
      rows.map(
        (r) => sql`(${r.athleteId}::uuid, ${r.day}::date, ${r.appearances}::int, ${r.views}::int)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      insert into ${athleteDailyStats} (athlete_id, day, appearances, views)
      select v.athlete_id, v.day, v.appearances, v.views
      from (values ${values}) as v (athlete_id, day, appearances, views)
      join ${athleteProfiles} a on a.profile_id = v.athlete_id
      on conflict (athlete_id, day) do update set
        appearances = ${athleteDailyStats.appearances} + excluded.appearances,
        views = ${athleteDailyStats.views} + excluded.views`);
  }
}
