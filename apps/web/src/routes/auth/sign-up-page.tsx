import { ScreenCard } from "../../components/layout/screen-card";
import { RoleChooser } from "../../features/auth/role-chooser";

export function SignUpPage() {
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
