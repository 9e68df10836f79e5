/**
 * Every key (by its path) and every value anywhere inside an answer: what the privacy tests read,
 * so a field added later is walked without anyone listing it.
 */
export function walk(value: unknown, at = "data"): { path: string; key: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => walk(item, `${at}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [
      { path: `${at}.${key}`, key, value: inner },
      ...walk(inner, `${at}.${key}`),
    ]);
  }
  return [];
}
