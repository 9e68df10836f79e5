/**
 * Runs `task` once the browser is idle after the current render has painted (at the latest after
 * `timeout` ms), and returns a way to cancel it. What a screen can do without for its first paint
 * (a form's schema, a dialog's code) waits for this, so it never delays that paint (decision 0078).
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
