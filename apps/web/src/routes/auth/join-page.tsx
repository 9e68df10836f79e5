import type { UserRole } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { joinLoader } from "../../features/auth/join/join-loader";
import { JoinScreen } from "../../features/auth/join/join-screen";

/**
 * One route module for the four join routes, the loader with the screen (one chunk, one
 * request: docs/decisions/0039); the router binds the role.
 */
export function joinRoute(role: UserRole) {
  return {
    Component: function JoinPage() {
      return <JoinScreen role={role} />;
    },
    loader: (args: LoaderFunctionArgs) => joinLoader(role, args),
  };
}
