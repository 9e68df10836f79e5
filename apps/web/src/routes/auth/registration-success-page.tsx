import type { RouteHandle } from "../../components/layout/document-title";
import { RegistrationSuccess } from "../../features/auth/registration-success";

export const handle: RouteHandle = { title: "Registration complete" };

export function Component() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <RegistrationSuccess />
    </div>
  );
}
