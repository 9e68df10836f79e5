import { ROUTES } from "@lineup/shared";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { primaryButton } from "@web/components/ui/button-styles";

type ColumnFrameProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** `wide` for search and profiles (cards side by side), `medium` for offers. */
  width: "medium" | "wide";
};

const WIDTH = { medium: "max-w-4xl", wide: "max-w-5xl" } as const;

/** A signed-in screen of the marketplace: a column with the page's one h1. */
export function ColumnFrame({ title, intro, children, width }: ColumnFrameProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`mx-auto w-full ${WIDTH[width]} px-4 py-6 sm:px-6 sm:py-10`}
    >
      <h1 id={titleId} className="text-3xl font-black tracking-tight text-balance text-zinc-950">
        {title}
      </h1>
      {intro && <div className="mt-2 max-w-3xl text-pretty text-zinc-600">{intro}</div>}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** Why a screen is closed to this person (the API's words), and the way to their home. */
export function ClosedToYou({ message }: { message: string }) {
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8">
      <p className="text-pretty text-zinc-800">{message}</p>
      <Link to={ROUTES.myHome} className={`${primaryButton} mt-4`}>
        Go to your home
      </Link>
    </div>
  );
}
