import { ScreenCard } from "@web/components/layout/screen-card";
import { RoleChooser } from "@web/features/auth/role-chooser";
import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Choose your role" };

export function Component() {
  return (
    <ScreenCard
      width="wide"
      title="Join as an athlete, business or individual"
      intro="Tell us who you are and we will set up the right account for you. Agents join here too."
    >
      <RoleChooser />
    </ScreenCard>
  );
}
