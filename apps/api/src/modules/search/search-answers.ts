import type { AthleteSearchPage, AthleteSearchParams } from "@lineup/shared";
import type { Clock } from "@api/lib/clock";

export interface SearchAnswersOptions {
  /** How long an answer is kept at most: what time alone changes (a minor's 18th birthday). */
  ttlMs: number;
  /** How many different searches are kept at once (the oldest go first). */
  maxEntries: number;
}

export const SEARCH_ANSWERS_DEFAULTS: SearchAnswersOptions = { ttlMs: 10_000, maxEntries: 500 };

interface Entry {
  until: number;
  answer: Promise<AthleteSearchPage>;
}

/**
 * The answers of recent searches, per instance, for a few seconds (issue 23, decision 0093): the
 * same first page of "Basketball near Austin" is worked out once for everyone who may see the
 * same athletes, and searches made at once wait for that one answer. The key carries the
 * database's search version (`currentSearchVersion`, read before the search), so a change
 * committed anywhere makes every later search a new one; a failed answer is not kept.
 */
export class SearchAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly options: SearchAnswersOptions = SEARCH_ANSWERS_DEFAULTS,
  ) {}

  /** The kept answer of this search for this audience, or the one `work` gives (then kept). */
  answer(key: string, work: () => Promise<AthleteSearchPage>): Promise<AthleteSearchPage> {
    if (this.options.ttlMs <= 0) return work();
    const now = this.clock().getTime();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.answer;
    if (kept) this.entries.delete(key);
    const answer = work();
    this.entries.set(key, { until: now + this.options.ttlMs, answer });
    this.evictOldest();
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
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
