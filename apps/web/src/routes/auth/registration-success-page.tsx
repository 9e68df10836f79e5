import type { RouteHandle } from "@web/components/layout/document-title";
import { RegistrationSuccess } from "@web/features/auth/registration-success";

export const handle: RouteHandle = { title: "Registration complete" };

export function Component() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <RegistrationSuccess />
    </div>
  );
}
