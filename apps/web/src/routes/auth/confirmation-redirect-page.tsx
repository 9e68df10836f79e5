import { AFTER_CONFIRMATION_ROUTE, isUserRole } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import type { RouteHandle } from "@web/components/layout/document-title";
import { ConfirmationRedirect, confirmationLoader } from "@web/features/auth/confirmation-redirect";
import { getStoredRole } from "@web/lib/role-storage";
import { loadScreen } from "@web/screens";

export const handle: RouteHandle = { title: "Confirming your e-mail" };

/**
 * Posts the e-mailed token before the screen first renders, and meanwhile downloads the stored
 * role's next screen: the link is usually opened in the browser that signed up (0042).
 */
export function loader(args: LoaderFunctionArgs) {
  const role = getStoredRole();
  if (isUserRole(role)) loadScreen(AFTER_CONFIRMATION_ROUTE[role]);
  return confirmationLoader(args);
}

export function Component() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-14">
      <ConfirmationRedirect />
    </div>
  );
}
