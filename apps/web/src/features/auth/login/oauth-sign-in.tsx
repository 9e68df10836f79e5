import { ROUTES } from "@lineup/shared";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@web/components/ui/spinner";
import type { OAuthParams } from "../oauth-params";
import { authApi } from "../auth-api";
import { completeLogin } from "../login-routing";

type OAuthSignInProps = {
  oauth: OAuthParams;
  onProblem: (error: unknown) => void;
  /** The account asks for a code (a half session). */
  onSecondFactor: () => void;
};

/** Back from the provider with a hand-off token: sign in with it once, then route as a login. */
export function OAuthSignIn({ oauth, onProblem, onSecondFactor }: OAuthSignInProps) {
  const navigate = useNavigate();
  // The token is single-use: a second run (React's development double effects) must not spend it.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authApi
      .oauthSignIn(oauth.provider, oauth.token)
      .then(async (answer) => {
        if ("secondFactor" in answer) {
          onSecondFactor();
          // Drop the spent token from the address; the code form shows in its place.
          return navigate(ROUTES.login, { replace: true });
        }
        return navigate(await completeLogin(), { replace: true });
      })
      .catch((error: unknown) => {
        onProblem(error);
        // Drop the spent token from the address so the e-mail form shows.
        void navigate(ROUTES.login, { replace: true });
      });
  }, [oauth, navigate, onProblem, onSecondFactor]);

  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 text-zinc-700">
      <Spinner className="size-8 text-accent-600" />
      <p role="status">Signing you in…</p>
    </div>
  );
}
