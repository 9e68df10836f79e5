import { ConfirmationRedirect } from "../../features/auth/confirmation-redirect";

export function ConfirmationRedirectPage() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-14">
      <ConfirmationRedirect />
    </div>
  );
}

/** The route module's parts (router.tsx, screenWithLoader): the loader posts the token. */
export { ConfirmationRedirectPage as Component };
export { confirmationLoader as loader } from "../../features/auth/confirmation-redirect";
