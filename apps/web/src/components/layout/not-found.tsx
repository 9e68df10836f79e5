import { MESSAGES, ROUTES } from "@lineup/shared";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../ui/button-styles";

/** The "not found" screen: any address the router does not know, or a screen closed to you. */
export function NotFound() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-12 sm:px-6 sm:py-20"
    >
      <p className="text-7xl font-black tracking-tighter text-accent-600 sm:text-8xl">404</p>
      <h1
        id="not-found-title"
        className="mt-4 text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl"
      >
        Out of bounds
      </h1>
      <p className="mt-4 text-lg text-zinc-600">
        {MESSAGES.routeNotFound} Check the link, or head back to the home page to find your way.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={ROUTES.home} className={primaryButton}>
          Back to home
        </Link>
        <Link to={ROUTES.signUp} className={secondaryButton}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
