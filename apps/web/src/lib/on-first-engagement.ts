/**
 * Code a screen can do without until the person acts on it (a form's schema, the lookups'
 * comboboxes, the phone library, a dialog's frame) is fetched at their first press or key on the
 * page, not while the page is still loading: a phone's main thread then spends nothing on it
 * during the first seconds (DESIGN.md: Lighthouse's blocking time), and it is there by the time
 * a field needs it (decision 0078). Focus is not an engagement: the app moves focus itself (to a
 * screen's heading, into a dialog that opens on arrival). Each caller also asks at once when its
 * own field is focused or pressed, which covers a screen reader that moves focus without keys.
 */
const ENGAGEMENTS = ["pointerdown", "keydown", "touchstart"] as const;

const waiting = new Set<() => void>();
let listening = false;

function engaged(): void {
  for (const type of ENGAGEMENTS) document.removeEventListener(type, engaged, true);
  listening = false;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/** Runs `task` at the person's first press or key; returns a way to cancel it. */
export function onFirstEngagement(task: () => void): () => void {
  waiting.add(task);
  if (!listening) {
    listening = true;
    for (const type of ENGAGEMENTS) {
      document.addEventListener(type, engaged, { capture: true, passive: true });
    }
  }
  return () => waiting.delete(task);
}
