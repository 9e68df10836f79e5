import type { AthleteSearchParams } from "@lineup/shared";
import type { Clock } from "@api/lib/clock";

export interface SearchAnswersOptions {
  /** How long an answer is kept at most: what time alone changes (a minor's 18th birthday). */
  ttlMs: number;
  /** How many different searches are kept at once (the oldest go first). */
  maxEntries: number;
}

export const SEARCH_ANSWERS_DEFAULTS: SearchAnswersOptions = { ttlMs: 10_000, maxEntries: 500 };

interface Entry<T> {
  until: number;
  answer: Promise<T>;
  /** The answer has come (a kept answer, not one still being worked out). */
  settled: boolean;
  /** A newer answer of the same version is being worked out. */
  refreshing: boolean;
}

/**
 * The answers of recent searches, per instance, for a few seconds (issue 23, decision 0093): the
 * same first page of "Basketball near Austin" is worked out once for everyone who may see the
 * same athletes, and searches made at once wait for that one answer. The key carries the
 * database's search version (read with the session, `request.searchVersion`), so a change
 * committed anywhere makes every later search a new one; a failed answer is not kept. After its
 * time an answer is worked out again while the people asking meanwhile are still given the one
 * kept: of the same version, it can differ only by what time alone changes (an 18th birthday).
 */
export class SearchAnswers<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly options: SearchAnswersOptions = SEARCH_ANSWERS_DEFAULTS,
  ) {}

  /** The kept answer of this search for this audience, or the one `work` gives (then kept). */
  answer(key: string, work: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return work();
    const kept = this.entries.get(key);
    if (!kept) return this.keep(key, work);
    if (kept.until > this.clock().getTime() || !kept.settled || kept.refreshing) return kept.answer;
    kept.refreshing = true;
    this.keep(key, work).catch(() => undefined);
    return kept.answer;
  }

  /** Works the answer out and keeps it once it has come (at once while nothing is kept). */
  private keep(key: string, work: () => Promise<T>): Promise<T> {
    const until = this.clock().getTime() + this.options.ttlMs;
    const answer = work();
    const entry: Entry<T> = { until, answer, settled: false, refreshing: false };
    if (!this.entries.has(key)) this.store(key, entry);
    answer.then(
      () => {
        entry.settled = true;
        if (this.entries.get(key) !== entry) this.store(key, entry);
      },
      () => {
        if (this.entries.get(key)?.answer === answer || this.entries.get(key)?.refreshing) {
          this.entries.delete(key);
        }
      },
    );
    return answer;
  }

  private store(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evictOldest();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Oldest first: every answer is kept as long, so the oldest is also the first to expire. */
  private evictOldest(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) return;
      this.entries.delete(key);
    }
  }
}

/**
 * What decides a search's answer: the database's search version, every parameter (the type makes
 * a new one impossible to leave out) and whether the viewer may see minors, the only thing about
 * a viewer that changes the list.
 */
export function searchAnswerKey(
  params: AthleteSearchParams,
  audience: { closedToMinors: boolean },
  version: number,
): string {
  const parts: Record<keyof AthleteSearchParams, unknown> = {
    sport: params.sport ?? null,
    position: params.position ?? null,
    level: params.level ?? null,
    classYear: params.classYear ?? null,
    near: params.near ?? null,
    radius: params.radius ?? null,
    interest: params.interest ?? null,
    gender: params.gender ?? null,
    q: params.q ?? null,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
  };
  return JSON.stringify([version, audience.closedToMinors, parts]);
}
