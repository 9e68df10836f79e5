import { athleteSearchQuerySchema, type AthleteSearchPage } from "@lineup/shared";
import { describe, expect, it, vi } from "vitest";
import { SearchAnswers, searchAnswerKey } from "./search-answers";

const page = (total: number): AthleteSearchPage => ({
  list: [],
  total,
  totalCapped: false,
  page: 1,
  pageSize: 20,
});

function keptAnswers(options = { ttlMs: 10_000, maxEntries: 3 }) {
  let now = Date.parse("2026-11-28T12:00:00Z");
  const answers = new SearchAnswers<AthleteSearchPage>(() => new Date(now), options);
  return { answers, advance: (ms: number) => (now += ms) };
}

describe("search answers kept a few seconds", () => {
  it("works a search out once for everyone asking within the time, then again after it", async () => {
    const { answers, advance } = keptAnswers();
    const work = vi.fn(async () => page(work.mock.calls.length));
    expect(await answers.answer("a", work)).toEqual(page(1));
    advance(9_999);
    expect(await answers.answer("a", work)).toEqual(page(1));
    expect(work).toHaveBeenCalledTimes(1);
    advance(1);
    // The kept answer is given while the new one is worked out, once, then the new one.
    expect(await answers.answer("a", work)).toEqual(page(1));
    expect(await answers.answer("a", work)).toEqual(page(2));
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("works an answer out again only once while the people asking get the kept one", async () => {
    const { answers, advance } = keptAnswers();
    let finish: (value: AthleteSearchPage) => void = () => undefined;
    await answers.answer("a", async () => page(1));
    advance(10_000);
    const again = vi.fn(() => new Promise<AthleteSearchPage>((resolve) => (finish = resolve)));
    const meanwhile = await Promise.all([1, 2, 3].map(() => answers.answer("a", again)));
    expect(meanwhile).toEqual([page(1), page(1), page(1)]);
    expect(again).toHaveBeenCalledTimes(1);
    finish(page(2));
    await vi.waitFor(async () => expect(await answers.answer("a", again)).toEqual(page(2)));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it("lets a kept answer go when working it out again fails", async () => {
    const { answers, advance } = keptAnswers();
    await answers.answer("a", async () => page(1));
    advance(10_000);
    const failing = vi.fn(async (): Promise<AthleteSearchPage> => {
      throw new Error("database away");
    });
    expect(await answers.answer("a", failing)).toEqual(page(1));
    await vi.waitFor(() => expect(answers.size).toBe(0));
    const work = vi.fn(async () => page(3));
    expect(await answers.answer("a", work)).toEqual(page(3));
  });

  it("gives searches made at once the one answer being worked out", async () => {
    const { answers } = keptAnswers();
    let finish: (value: AthleteSearchPage) => void = () => undefined;
    const work = vi.fn(() => new Promise<AthleteSearchPage>((resolve) => (finish = resolve)));
    const first = answers.answer("a", work);
    const second = answers.answer("a", work);
    finish(page(7));
    expect(await Promise.all([first, second])).toEqual([page(7), page(7)]);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed search", async () => {
    const { answers } = keptAnswers();
    const failing = vi.fn(async (): Promise<AthleteSearchPage> => {
      throw new Error("database away");
    });
    await expect(answers.answer("a", failing)).rejects.toThrow("database away");
    const work = vi.fn(async () => page(1));
    expect(await answers.answer("a", work)).toEqual(page(1));
    expect(work).toHaveBeenCalledTimes(1);
    expect(answers.size).toBe(1);
  });

  it("keeps nothing when told to keep nothing", async () => {
    const { answers } = keptAnswers({ ttlMs: 0, maxEntries: 3 });
    const work = vi.fn(async () => page(1));
    await answers.answer("a", work);
    await answers.answer("a", work);
    expect(work).toHaveBeenCalledTimes(2);
    expect(answers.size).toBe(0);
  });

  it("keeps at most its number of searches, letting the oldest go", async () => {
    const { answers } = keptAnswers();
    const work = vi.fn(async () => page(0));
    for (const key of ["a", "b", "c", "d"]) await answers.answer(key, work);
    expect(answers.size).toBe(3);
    await answers.answer("d", work);
    expect(work).toHaveBeenCalledTimes(4);
    await answers.answer("a", work);
    expect(work).toHaveBeenCalledTimes(5);
  });
});

describe("what tells two searches apart", () => {
  const parse = (query: Record<string, string>) => athleteSearchQuerySchema.parse(query);

  it("is the version, every parameter and whether minors may be seen, not their order", () => {
    const open = { closedToMinors: false };
    const base = parse({ sport: "3", near: "4671654", radius: "50" });
    expect(searchAnswerKey(base, open, 7)).toBe(
      searchAnswerKey(parse({ radius: "50", near: "4671654", sport: "3" }), open, 7),
    );
    expect(searchAnswerKey(base, open, 7)).not.toBe(
      searchAnswerKey(base, { closedToMinors: true }, 7),
    );
    expect(searchAnswerKey(base, open, 7)).not.toBe(searchAnswerKey(base, open, 8));
    const variants: Record<string, string>[] = [
      { position: "9" },
      { level: "College" },
      { classYear: "2027" },
      { radius: "25" },
      { interest: "2" },
      { gender: "Male" },
      { q: "clinics" },
      { sort: "newest" },
      { page: "2" },
      { pageSize: "10" },
    ];
    const keys = new Set(
      variants.map((variant) =>
        searchAnswerKey(parse({ sport: "3", near: "4671654", radius: "50", ...variant }), open, 7),
      ),
    );
    expect(keys.size).toBe(variants.length);
    expect(keys.has(searchAnswerKey(base, open, 7))).toBe(false);
  });
});
