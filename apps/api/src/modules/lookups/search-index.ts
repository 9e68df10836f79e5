import { foldForSearch, searchWords, type LookupItem } from "@lineup/shared";

export interface IndexedEntry {
  id: number;
  name: string;
  state?: string | undefined;
  /** Larger ranks first among equal matches (cities: population). */
  weight: number;
  /** Narrows a list to one parent (sport roles: the sport id). */
  group?: number | undefined;
}

export interface SearchResult {
  list: LookupItem[];
  total: number;
}

/** Match quality, best first. */
const Tier = { Exact: 0, Prefix: 1 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

/**
 * Word-prefix search held in memory (DESIGN.md: hot reads stay off PGlite's single thread).
 * Every word of every name sits in one sorted array, so the entries whose words start with the
 * query's first word are one binary-searched range; the other query words filter that range.
 * Matching is case- and accent-insensitive; exact names rank first, then the other prefix
 * matches, each by weight (cities: population), then name.
 */
export class SearchIndex {
  private readonly entries: IndexedEntry[];
  private readonly folded: string[];
  private readonly wordsOf: string[][];
  private readonly words: string[] = [];
  private readonly wordOwner: number[] = [];
  private readonly defaultOrder: number[];
  private readonly byId: Map<number, IndexedEntry>;

  constructor(entries: readonly IndexedEntry[]) {
    this.entries = [...entries];
    this.byId = new Map(this.entries.map((e) => [e.id, e]));
    this.folded = this.entries.map((e) => foldForSearch(e.name));
    // Folding is most of the build (17k cities at every start): each name is folded once, and
    // each of the few states once.
    const stateWords = new Map<string, string[]>();
    this.wordsOf = this.entries.map((e, i) => {
      const name = this.folded[i]!;
      const words = name ? name.split(" ") : [];
      if (!e.state) return words;
      let state = stateWords.get(e.state);
      if (!state) stateWords.set(e.state, (state = searchWords(e.state)));
      return [...words, ...state];
    });
    const pairs: [string, number][] = [];
    this.wordsOf.forEach((words, index) => {
      for (const word of new Set(words)) pairs.push([word, index]);
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    for (const [word, owner] of pairs) {
      this.words.push(word);
      this.wordOwner.push(owner);
    }
    this.defaultOrder = this.entries.map((_, i) => i).sort((a, b) => this.compare(a, b));
  }

  get size(): number {
    return this.entries.length;
  }

  has(id: number, group?: number): boolean {
    const entry = this.byId.get(id);
    return entry !== undefined && (group === undefined || entry.group === group);
  }

  search(text: string | undefined, amount: number, group?: number): SearchResult {
    const query = searchWords(text ?? "");
    if (query.length === 0) return this.browse(amount, group);

    const [first, ...rest] = query as [string, ...string[]];
    const foldedQuery = query.join(" ");
    const seen = new Set<number>();
    const ranked: { index: number; tier: Tier }[] = [];
    for (let i = this.lowerBound(first); i < this.words.length; i++) {
      if (!this.words[i]!.startsWith(first)) break;
      const index = this.wordOwner[i]!;
      if (seen.has(index)) continue;
      seen.add(index);
      const entry = this.entries[index]!;
      if (group !== undefined && entry.group !== group) continue;
      const words = this.wordsOf[index]!;
      if (!rest.every((q) => words.some((w) => w.startsWith(q)))) continue;
      const name = this.folded[index]!;
      ranked.push({ index, tier: name === foldedQuery ? Tier.Exact : Tier.Prefix });
    }
    ranked.sort((a, b) => a.tier - b.tier || this.compare(a.index, b.index));
    return {
      list: ranked.slice(0, amount).map((r) => this.item(r.index)),
      total: ranked.length,
    };
  }

  private browse(amount: number, group?: number): SearchResult {
    const order =
      group === undefined
        ? this.defaultOrder
        : this.defaultOrder.filter((i) => this.entries[i]!.group === group);
    return { list: order.slice(0, amount).map((i) => this.item(i)), total: order.length };
  }

  private compare(a: number, b: number): number {
    const ea = this.entries[a]!;
    const eb = this.entries[b]!;
    return eb.weight - ea.weight || ea.name.localeCompare(eb.name) || ea.id - eb.id;
  }

  private item(index: number): LookupItem {
    const { id, name, state } = this.entries[index]!;
    return state ? { id, name, state } : { id, name };
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
