import { ROUTES } from "@lineup/shared";
import { Link } from "react-router";

/** The slanted "L" with speed lines; the same drawing as public/favicon.svg. */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="var(--color-accent-600)" />
      <path d="M11 6h5.5l-3 14H22l-1.2 5.5H7.2z" fill="#fff" />
      <path d="M19 9h7l-.8 3.5h-7zM17.6 15h6.2l-.8 3.5h-6.2z" fill="#fff" opacity=".55" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to={ROUTES.home}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg pr-1 text-xl font-black tracking-tight text-white"
    >
      <LogoMark />
      <span>Lineup</span>
    </Link>
  );
}
