import { useId, type ReactNode } from "react";

type ScreenCardProps = {
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** Above the heading, e.g. the step indicator. */
  eyebrow?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. "Already have an account? Log in". */
  footer?: ReactNode;
  width?: "narrow" | "wide";
};

/**
 * The frame of every form screen: phone-first, the card fills a phone's width and centres on
 * wider screens, with the page's one h1.
 */
export function ScreenCard({
  title,
  intro,
  eyebrow,
  children,
  footer,
  width = "narrow",
}: ScreenCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-14 ${width === "wide" ? "max-w-2xl" : "max-w-lg"}`}
    >
      <div className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8">
        {eyebrow}
        <h1 id={titleId} className="text-3xl font-black tracking-tight text-balance text-zinc-950">
          {title}
        </h1>
        {intro && <div className="mt-2 text-pretty text-zinc-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-zinc-700">{footer}</div>}
    </section>
  );
}
