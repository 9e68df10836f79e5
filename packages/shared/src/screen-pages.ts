/**
 * What the web build writes beside index.html for each screen (docs/decisions/0040), read by the
 * server (which page to answer a path with) and the browser (what to preload on navigation).
 */
export const SCREEN_PAGES_FILE = "screens.json";

export interface ScreenPages {
  /** Screen path ("*": any other path) → the files of its chunks beyond the first load. */
  files: Record<string, string[]>;
  /** Screen path ("*": any other path) → its copy of index.html, from the build's root. */
  pages: Record<string, string>;
}

/** "/auth/login/" → "/auth/login": the key a path has in both maps; "/" stays "/". */
export function screenKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
}
