import { ROUTES } from "@lineup/shared";
import { Link } from "react-router";
import { primaryButton } from "@web/components/ui/button-styles";
import { AthletePreviewCard } from "./athlete-preview-card";

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-zinc-950 text-white"
    >
      {/* Diagonal "lane" stripes: pure CSS, so the hero costs no image request and no shift. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[repeating-linear-gradient(115deg,transparent_0_56px,rgb(255_255_255/0.035)_56px_58px)]"
      />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-accent-400 uppercase">
            The marketplace for athletes
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-5xl leading-[0.95] font-black tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            Where athletes get <span className="text-accent-500">booked.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-zinc-300 sm:text-xl">
            Lineup connects athletes with the businesses, fans and agents who want to work with
            them. Athletes list their services and get found; everyone else finds the right athlete
            for a campaign, a lesson or an event.
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <Link
              to={ROUTES.signUp}
              className={`${primaryButton} px-7 text-lg sm:shrink-0 sm:whitespace-nowrap`}
            >
              Get started — it’s free
            </Link>
            <p className="text-zinc-300 sm:whitespace-nowrap">
              Already have an account?{" "}
              <Link
                to={ROUTES.login}
                className="inline-flex min-h-11 items-center font-semibold text-white underline decoration-accent-500 decoration-2 underline-offset-4 hover:decoration-white"
              >
                Log in
              </Link>
            </p>
          </div>
        </div>
        <AthletePreviewCard />
      </div>
    </section>
  );
}
