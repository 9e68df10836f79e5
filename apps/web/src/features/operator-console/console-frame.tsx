import { ROUTES } from "@lineup/shared";
import { useId, type ReactNode } from "react";
import { NavLink } from "react-router";

const SECTIONS = [
  { to: ROUTES.operatorConsole, label: "Waiting list" },
  { to: ROUTES.operatorTeam, label: "Operators" },
  { to: ROUTES.operatorAudit, label: "Audit log" },
] as const;

const tab =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap " +
  "text-zinc-700 hover:bg-zinc-100 aria-[current=page]:bg-zinc-900 aria-[current=page]:text-white";

type ConsoleFrameProps = { title: string; intro?: ReactNode; children: ReactNode };

/** Every console screen: its heading, the console's sections, and room for wide lists. */
export function ConsoleFrame({ title, intro, children }: ConsoleFrameProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10"
    >
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        Operator console
      </p>
      <h1
        id={titleId}
        className="mt-1 text-3xl font-black tracking-tight text-balance text-zinc-950"
      >
        {title}
      </h1>
      {intro && <div className="mt-2 max-w-3xl text-pretty text-zinc-600">{intro}</div>}
      <nav aria-label="Console" className="mt-5 -mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end className={tab}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-8">{children}</div>
    </section>
  );
}
