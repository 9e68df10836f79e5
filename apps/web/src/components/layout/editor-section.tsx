import { startTransition, useEffect, useId, useState, type ReactNode } from "react";

/**
 * One part of a long editing screen (the profile editor): a card with its heading, an optional
 * line under it, and its form. A `later` part renders its form in a transition after the screen
 * has painted: React renders it in small slices, so a phone's main thread is never blocked long
 * while the screen opens (DESIGN.md: INP and total blocking time; decision 0078).
 */
export function EditorSection({
  title,
  intro,
  later = false,
  children,
}: {
  title: string;
  intro?: string;
  later?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(!later);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return (
    <section
      aria-labelledby={id}
      aria-busy={!shown}
      className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="text-xl font-black text-zinc-950">
        {title}
      </h2>
      {intro && <p className="mt-1 text-zinc-600">{intro}</p>}
      <div className="mt-5">
        {shown ? children : <p className="min-h-40 text-zinc-500">Loading…</p>}
      </div>
    </section>
  );
}
