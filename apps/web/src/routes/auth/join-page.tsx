import type { UserRole } from "@lineup/shared";
import { JoinScreen } from "../../features/auth/join/join-screen";

/** One module for the four join routes; the router binds the role. */
export function JoinPage({ role }: { role: UserRole }) {
  return <JoinScreen role={role} />;
}
