import { nextOAuthUser as tellNextUser, type OAuthClaims } from "@lineup/test-kit";
import { E2E_OAUTH_CONTROL_PORT } from "./e2e-env";

/** Who the local Google or Facebook (started by global setup) says signs in next. */
export function nextOAuthUser(claims: OAuthClaims): Promise<void> {
  return tellNextUser(E2E_OAUTH_CONTROL_PORT, claims);
}
