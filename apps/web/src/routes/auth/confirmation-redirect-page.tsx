import { ConfirmationRedirect } from "../../features/auth/confirmation-redirect";

export function ConfirmationRedirectPage() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-14">
      <ConfirmationRedirect />
    </div>
  );
}
