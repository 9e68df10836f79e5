import type { RouteHandle } from "../../components/layout/document-title";
import { ConfirmationRedirect } from "../../features/auth/confirmation-redirect";

export const handle: RouteHandle = { title: "Confirming your e-mail" };

// Posts the e-mailed token before the screen first renders (docs/decisions/0042).
export { confirmationLoader as loader } from "../../features/auth/confirmation-redirect";

export function Component() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-14">
      <ConfirmationRedirect />
    </div>
  );
}
