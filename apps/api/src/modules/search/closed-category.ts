import type { User } from "@api/identity";

/**
 * Whether this account is a business whose type is in a category closed to minors (issue 25,
 * decision 0089). Read from the account's row, which the request's session statement brought
 * (migration 0016 keeps it from the business's type), so a change of type counts from the next
 * request and costs no query of its own. Anyone else: false.
 */
export function isClosedToMinors(user: Pick<User, "role" | "closedToMinors">): boolean {
  return user.role === "business" && user.closedToMinors;
}
