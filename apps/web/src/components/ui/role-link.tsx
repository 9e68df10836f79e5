import { JOIN_ROUTE, type UserRole } from "@lineup/shared";
import type { ComponentProps, MouseEvent } from "react";
import { Link } from "react-router";
import { setStoredRole } from "@web/lib/role-storage";

type RoleLinkProps = Omit<ComponentProps<typeof Link>, "to"> & { userRole: UserRole };

/**
 * Every way into a join flow goes through this link so the chosen role is stored before the
 * flow starts: the confirmation and OAuth redirect screens later read it back (spec §2).
 */
export function RoleLink({ userRole, onClick, ...rest }: RoleLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    setStoredRole(userRole);
    onClick?.(event);
  }

  return <Link {...rest} to={JOIN_ROUTE[userRole]} onClick={handleClick} />;
}
