import { useId, type ReactNode } from "react";

const CARD = {
  /** Home's cards. */
  large: {
    section: "rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8",
    title: "text-xl font-black text-zinc-950",
  },
  /** The console's detail cards, several to a screen. */
  compact: {
    section: "rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6",
    title: "text-lg font-black text-zinc-950",
  },
} as const;

type PanelProps = {
  title: ReactNode;
  /** A small label above the title, which then reads larger (home's status). */
  eyebrow?: string;
  size?: keyof typeof CARD;
  children?: ReactNode;
};

/** A rounded white card around a section named by its title (a landmark region). */
export function Panel({ title, eyebrow, size = "large", children }: PanelProps) {
  const titleId = useId();
  const card = CARD[size];
  return (
    <section aria-labelledby={titleId} className={card.section}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      )}
      <h2
        id={titleId}
        className={eyebrow ? `mt-1 text-balance sm:text-2xl ${card.title}` : card.title}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
