/**
 * What a 429 says when the wait is known (DESIGN.md security: the wait is shown). The wait is
 * rounded up, so a person who waits as long as it says is let in: under a minute in seconds,
 * under two hours in minutes, then in hours.
 */
export function tooManyAttemptsWait(seconds: number): string {
  return `Too many attempts. Try again in ${waitWords(seconds)}.`;
}

function waitWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, "second");
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return plural(minutes, "minute");
  return plural(Math.ceil(minutes / 60), "hour");
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
