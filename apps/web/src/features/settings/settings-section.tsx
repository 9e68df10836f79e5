import type { ReactNode } from "react";

type SettingsSectionProps = {
  /** The anchor the section list links to. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
};

/** One card of the settings screen, named by its heading for assistive technology. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
  tone = "default",
}: SettingsSectionProps) {
  const border = tone === "danger" ? "border-red-200" : "border-zinc-200";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-6 rounded-3xl border ${border} bg-white p-5 shadow-sm sm:p-8`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-950">
        {title}
      </h2>
      {intro && <div className="mt-1 text-pretty text-zinc-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The polite line under a form that says what just happened. */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
      {children}
    </p>
  );
}
