import {
  ROUTES_WITHOUT_NAV,
  SIGN_UP_SECTION_PREFIX,
  USER_ROLES,
  type UserRole,
} from "@lineup/shared";

/** "/auth/login/" and "/auth/login" are the same screen to the router, so they must be here too. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Spec §2 "Layout and header": focused screens (login, sign-up, recovery…) show no navigation. */
export function isNavHidden(pathname: string): boolean {
  return ROUTES_WITHOUT_NAV.includes(withoutTrailingSlash(pathname));
}

/** The roles whose sign-up link is offered: a role's link hides inside its own sign-up section. */
export function signUpRolesFor(pathname: string): UserRole[] {
  return USER_ROLES.filter((role) => !pathname.startsWith(SIGN_UP_SECTION_PREFIX[role]));
}
