/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), so downloads a screen
 * needs only later (validation, a dialog's or a list's code) do not compete with its first paint.
 * Returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
