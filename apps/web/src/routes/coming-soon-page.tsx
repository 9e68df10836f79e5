import { ROUTES } from "@lineup/shared";
import { Link } from "react-router";
import { primaryButton } from "../components/ui/button-styles";

type ComingSoonPageProps = {
  /** The screen's name as a person would say it, e.g. "Athlete sign-up". */
  title: string;
};

/** Stands in for every screen that is routed but not built yet, so each route already answers. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-12 sm:px-6 sm:py-20"
    >
      <div className="rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-10">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-xs font-bold tracking-wider text-accent-700 uppercase">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent-500" />
          In training
        </p>
        <h1
          id="coming-soon-title"
          className="mt-5 text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl"
        >
          {/* Breaks before the dash, never inside "sign-up". */}
          {title} <span className="whitespace-nowrap">— coming soon</span>
        </h1>
        <p className="mt-4 text-lg text-pretty text-zinc-600">
          We are still warming up this screen. It will be ready shortly — in the meantime, the home
          page has everything you need to know about Lineup.
        </p>
        <Link to={ROUTES.home} className={`${primaryButton} mt-8 w-full sm:w-auto`}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
