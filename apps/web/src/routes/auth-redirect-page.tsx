import { ROUTES } from "@lineup/shared";
import { Navigate } from "react-router";

/**
 * /auth has no screen of its own (spec §2: "A redirect screen sends the user to the sign-up
 * route"). Replacing the entry keeps the back button from bouncing the user here again.
 */
export function Component() {
  return <Navigate to={ROUTES.signUp} replace />;
}
