import { useId, type ReactNode } from "react";
import { StatusIcon } from "./status-icon";

type StatusCardProps = {
  tone: "success" | "error" | "info";
  title: ReactNode;
  children?: ReactNode;
  /** The card's button or link. */
  action?: ReactNode;
  /** Heading level: 1 when the card is the whole screen. */
  level?: 1 | 2;
};

/** Spec §2 "Success/error card with title, text and a button". */
export function StatusCard({ tone, title, children, action, level = 1 }: StatusCardProps) {
  const titleId = useId();
  const Heading = level === 1 ? "h1" : "h2";

  return (
    <section
      aria-labelledby={titleId}
      role={tone === "error" ? "alert" : undefined}
      className="flex flex-col items-center rounded-3xl border border-zinc-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <StatusIcon tone={tone} />
      <Heading
        id={titleId}
        className="mt-5 text-2xl font-black tracking-tight text-balance text-zinc-950 sm:text-3xl"
      >
        {title}
      </Heading>
      {children && <div className="mt-3 text-pretty text-zinc-700">{children}</div>}
      {action && <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto">{action}</div>}
    </section>
  );
}
