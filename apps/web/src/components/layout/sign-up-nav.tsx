import { ROLE_LABELS } from "@lineup/shared";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { signUpRolesFor } from "@web/lib/nav-visibility";
import { CLOSE_PATH } from "../ui/close-icon";
import { RoleLink } from "../ui/role-link";

const NAV_ID = "sign-up-nav";

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none">
      <path
        d={open ? CLOSE_PATH : "M4 7h16M4 12h16M4 17h16"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The sign-up links. Below md the four long labels do not fit beside the logo on a 390 px phone,
 * so they sit behind a disclosure button; from md up they are always shown.
 */
export function SignUpNav() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close on every navigation; adjusting state during render avoids a flash of the open menu.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={NAV_ID}
        onClick={() => setOpen((value) => !value)}
        className="order-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-white hover:bg-zinc-800 md:hidden"
      >
        <MenuIcon open={open} />
        {/* On the narrowest phones the icon alone keeps the header on one row. */}
        <span className="max-[359px]:sr-only">Menu</span>
      </button>
      <nav
        id={NAV_ID}
        aria-label="Sign up"
        className={`${open ? "block" : "hidden"} order-3 basis-full border-t border-zinc-800 py-2 md:block md:border-0 md:pt-0 lg:order-1 lg:ml-auto lg:basis-auto lg:pb-0`}
      >
        <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap">
          {signUpRolesFor(location.pathname).map((role) => (
            <li key={role}>
              <RoleLink
                userRole={role}
                className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-zinc-200 hover:bg-zinc-800 hover:text-white md:text-sm"
              >
                Sign up as {ROLE_LABELS[role].toLowerCase()}
              </RoleLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
