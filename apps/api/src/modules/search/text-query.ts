import { SEARCH_LIMITS } from "@lineup/shared";

/**
 * The free text as a `to_tsquery('simple', …)` argument, or null when it holds no word. Only
 * letters and digits reach it (everything else separates words), so nothing the person types is
 * read as tsquery syntax; words are AND-ed, and each word of two or more characters also matches
 * as the start of a longer one ("jor" finds Jordan). Past the eighth word the rest is ignored, so
 * no text makes a query larger than eight index look-ups (docs/decisions/0082).
 */
export function textQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_LIMITS.queryMaxWords);
  if (words.length === 0) return null;
  return words.map((word) => (word.length > 1 ? `${word}:*` : word)).join(" & ");
}
