import { MESSAGES, ROUTES } from "@lineup/shared";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { primaryButton } from "../components/ui/button-styles";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" ? error.data : error.statusText;
    return `${error.status} ${detail}`.trim();
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return MESSAGES.unknownError;
}

/**
 * The fallback screen of spec §2. It serves both as the root boundary (no header) and inside the
 * layout, so it brings its own spacing and depends on nothing that might have failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();

  return (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-12 sm:px-6 sm:py-20"
    >
      <h1
        id="route-error-title"
        className="text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl"
      >
        {MESSAGES.routerFallbackTitle}
      </h1>
      <p className="mt-4 rounded-xl border border-zinc-200 bg-white p-4 font-mono text-sm break-words text-zinc-700">
        {describe(error)}
      </p>
      {/* A full page load, not a client navigation: a failed chunk after a deploy needs fresh files. */}
      <a href={ROUTES.home} className={`${primaryButton} mt-8 w-full sm:w-auto sm:self-start`}>
        Back to home
      </a>
    </section>
  );
}
