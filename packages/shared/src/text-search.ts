/** Folds text for search: accents removed, lower case, punctuation as spaces ("Española" → "espanola"). */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a folded text. */
export function searchWords(text: string): string[] {
  const folded = foldForSearch(text);
  return folded ? folded.split(" ") : [];
}
