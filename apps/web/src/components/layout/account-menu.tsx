import { Menu, MenuButton, MenuItem, MenuProvider, MenuSeparator } from "@ariakit/react";
import { ROUTES } from "@lineup/shared";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useOfferCount } from "@web/lib/offer-counts";
import { signOut } from "@web/lib/sign-out";
import type { SignedInPerson } from "@web/stores/signed-in-store";

const item =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-zinc-900 outline-none data-active-item:bg-zinc-100 hover:bg-zinc-100";

/**
 * Their own profile photo, or their initials without one (or when the photo fails to load). The
 * button's label already says whose menu it is, so the picture is decorative: an empty alt, kept
 * out of the accessibility tree, and no name read twice.
 */
function Avatar({ person }: { person: SignedInPerson }) {
  const [failed, setFailed] = useState<string | null>(null);
  const circle = "inline-flex size-8 shrink-0 items-center justify-center rounded-full";
  if (person.avatarUrl && failed !== person.avatarUrl) {
    return (
      <img
        src={person.avatarUrl}
        alt=""
        aria-hidden="true"
        width={32}
        height={32}
        decoding="async"
        onError={() => setFailed(person.avatarUrl ?? null)}
        className={`${circle} bg-zinc-700 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${circle} bg-accent-600 text-xs font-bold`}>
      {person.initials}
    </span>
  );
}

/** A small number beside a name; the words after it are for screen readers. */
function CountBadge({
  count,
  label,
  tone = "onLight",
}: {
  count: number;
  label: string;
  tone?: "onLight" | "onDark";
}) {
  const colours =
    tone === "onDark"
      ? "absolute top-0 left-6 bg-accent-500 text-zinc-950"
      : "ml-auto bg-accent-600 text-white";
  return (
    <span
      className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold tabular-nums ${colours}`}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{`, ${count} ${label}`}</span>
    </span>
  );
}

/** The signed-in person in the header, with their menu (Ariakit Menu: arrow keys, Escape, roles). */
export function AccountMenu({ person }: { person: SignedInPerson }) {
  const navigate = useNavigate();
  // Operators read offers but have none of their own to answer.
  const hasOffers = person.role !== "operator";
  const offerCount = useOfferCount(hasOffers);
  return (
    <MenuProvider placement="bottom-end">
      {/* Named by its content, not aria-label, so the visible name is inside the spoken one. */}
      <MenuButton className="relative order-1 ml-auto inline-flex min-h-11 max-w-[60vw] min-w-0 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-white hover:bg-zinc-800 lg:order-2">
        <Avatar person={person} />
        <span className="truncate">
          <span className="sr-only">Account menu for</span> {person.name}
        </span>
        {/* Over the picture's corner: appearing after the first paint, it moves nothing. */}
        {offerCount !== null && offerCount > 0 && (
          <CountBadge count={offerCount} label="offer updates" tone="onDark" />
        )}
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          fill="currentColor"
          className="shrink-0"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </MenuButton>
      <Menu
        gutter={6}
        className="z-50 flex min-w-48 flex-col rounded-xl border border-zinc-200 bg-white p-1.5 shadow-lg"
      >
        <MenuItem className={item} render={<Link to={ROUTES.myHome} />}>
          Home
        </MenuItem>
        {/* An operator has no profile: their own page is the console. */}
        {person.role === "operator" ? (
          <MenuItem className={item} render={<Link to={ROUTES.operatorConsole} />}>
            Operator console
          </MenuItem>
        ) : (
          <MenuItem className={item} render={<Link to={ROUTES.editProfile} />}>
            My profile
          </MenuItem>
        )}
        {/* Athletes do not search for other athletes (decision 0082). */}
        {person.role !== "athlete" && (
          <MenuItem className={item} render={<Link to={ROUTES.search} />}>
            Search athletes
          </MenuItem>
        )}
        {hasOffers && (
          <MenuItem className={item} render={<Link to={ROUTES.offers} />}>
            Offers
            {offerCount !== null && offerCount > 0 && (
              <CountBadge
                count={offerCount}
                label={offerCount === 1 ? "needs your attention" : "need your attention"}
              />
            )}
          </MenuItem>
        )}
        <MenuItem className={item} render={<Link to={ROUTES.settings} />}>
          Settings
        </MenuItem>
        <MenuSeparator className="my-1 border-zinc-200" />
        <MenuItem
          className={item}
          onClick={() => {
            void signOut()
              .catch(() => undefined)
              .then(() => navigate(ROUTES.home));
          }}
        >
          Log out
        </MenuItem>
      </Menu>
    </MenuProvider>
  );
}
