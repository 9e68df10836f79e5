import { ROUTES } from "@lineup/shared";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { isNavHidden } from "@web/lib/nav-visibility";
import { useSignedIn } from "@web/stores/signed-in-store";
import { Logo } from "./logo";
import { SignUpNav } from "./sign-up-nav";

/**
 * The menu (Ariakit Menu) loads only for a signed-in person: signed-out screens, the ones a
 * newcomer opens first, do not carry it in their first load (150 KiB budget, DESIGN.md).
 */
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

/** Holds the menu button's place while it loads, so nothing shifts. */
function AccountMenuPlaceholder({ name }: { name: string }) {
  return (
    <span className="order-1 ml-auto inline-flex min-h-11 max-w-[60vw] min-w-0 items-center px-2 text-sm font-semibold text-white lg:order-2">
      <span className="truncate">{name}</span>
    </span>
  );
}

/**
 * Flex order places the pieces per breakpoint: phones show logo, "Log in" and the menu button
 * with the sign-up links folding out below; md puts the links on a second row; lg puts them all
 * on one row between the logo and "Log in".
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const onLogin = pathname.replace(/\/+$/, "") === ROUTES.login;
  const navHidden = isNavHidden(pathname);
  const person = useSignedIn();

  return (
    <header className="bg-zinc-950 text-white">
      {/* Signed in, the row never wraps: the name shrinks and truncates beside the logo instead. */}
      <div
        className={`mx-auto flex min-h-16 max-w-6xl items-center gap-x-2 px-4 py-2 sm:px-6 ${person ? "flex-nowrap" : "flex-wrap"}`}
      >
        <div className="order-0 shrink-0">
          <Logo />
        </div>
        {/* Signed in: the person and their menu, and no log-in or sign-up links (issue 21). */}
        {person && (
          <Suspense fallback={<AccountMenuPlaceholder name={person.name} />}>
            <AccountMenu person={person} />
          </Suspense>
        )}
        {!person && !onLogin && (
          <Link
            to={ROUTES.login}
            className={`order-1 ml-auto inline-flex min-h-11 items-center rounded-lg border border-zinc-700 px-4 text-sm font-semibold text-white hover:border-zinc-500 hover:bg-zinc-900 lg:order-2 ${navHidden ? "" : "lg:ml-2"}`}
          >
            Log in
          </Link>
        )}
        {!person && !navHidden && <SignUpNav />}
      </div>
    </header>
  );
}
