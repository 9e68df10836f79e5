import { OAuthRedirect } from "../../features/auth/oauth-redirect";

export function OAuthRedirectPage() {
  return <OAuthRedirect />;
}
