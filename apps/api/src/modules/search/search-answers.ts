import type { AthleteSearchPage, AthleteSearchParams } from "@lineup/shared";
import type { ListenHandlers } from "@api/db/client";
import type { Clock } from "@api/lib/clock";

/** The database channel on which every change to what a search reads is announced (0015). */
export const SEARCH_CHANGED_CHANNEL = "lineup_search_changed";

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
 * same athletes, and searches made at once wait for that one answer. Every change a search could
 * show is announced by the database (migration 0015) and forgets every kept answer; while this
 * instance cannot hear those announcements (its listening connection dropped), nothing is kept.
 * An answer worked out while a change came is handed to whoever asked, and not kept.
 */
export class SearchAnswers implements ListenHandlers {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly clock: Clock,
    private readonly options: SearchAnswersOptions = SEARCH_ANSWERS_DEFAULTS,
  ) {}

  /** The kept answer of this search for this audience, or the one `work` gives (then kept). */
  answer(key: string, work: () => Promise<AthleteSearchPage>): Promise<AthleteSearchPage> {
    if (!this.listening || this.options.ttlMs <= 0) return work();
    const now = this.clock().getTime();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.answer;
    if (kept) this.entries.delete(key);
    const generation = this.generation;
    const answer = work();
    this.entries.set(key, { until: now + this.options.ttlMs, answer });
    this.evictOldest();
    answer.then(
      () => {
        if (this.generation !== generation) this.drop(key, answer);
      },
      () => this.drop(key, answer),
    );
    return answer;
  }

  onNotify(): void {
    this.forget();
  }

  onLost(): void {
    this.listening = false;
    this.forget();
  }

  onReady(): void {
    this.forget();
    this.listening = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private drop(key: string, answer: Promise<AthleteSearchPage>): void {
    if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
  }

  private evictOldest(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) return;
      this.entries.delete(key);
    }
  }
}

/**
 * What decides a search's answer: every parameter (the type makes a new one impossible to leave
 * out) and whether the viewer may see minors, the only thing about a viewer that changes the list.
 */
export function searchAnswerKey(
  params: AthleteSearchParams,
  audience: { closedToMinors: boolean },
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
  return JSON.stringify([audience.closedToMinors, parts]);
}
