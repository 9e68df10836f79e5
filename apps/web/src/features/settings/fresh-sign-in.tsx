import { ROUTES, type AccountSettings, type OAuthProvider } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { setReturnPath } from "@web/lib/account-storage";
import { browserLocation } from "@web/lib/browser-location";
import { setStoredRole } from "@web/lib/role-storage";
import { settingsApi } from "./settings-api";

const NAMES: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

/**
 * An account without a password proves itself by a sign-in within the last 10 minutes
 * (docs/decisions/0072): whether that is still owed now.
 */
export function needsFreshSignIn(account: AccountSettings, now = Date.now()): boolean {
  return !account.hasPassword && new Date(account.recentSignInUntil).getTime() <= now;
}

type FreshSignInProps = {
  account: AccountSettings;
  /** What the sign-in is for, e.g. "change your e-mail". */
  purpose: string;
  onProblem: (error: unknown) => void;
};

/** "Sign in with Google again": off to the provider, and back to Settings afterwards. */
export function FreshSignIn({ account, purpose, onProblem }: FreshSignInProps) {
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);
  const providers = account.providers.length ? account.providers : (["google"] as const);

  async function leave(provider: OAuthProvider) {
    setLeaving(provider);
    try {
      const url = await settingsApi.providerLink(provider);
      setStoredRole("login");
      setReturnPath(ROUTES.settings);
      browserLocation.assign(url);
    } catch (error) {
      setLeaving(null);
      onProblem(error);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-zinc-100 p-4">
      <p className="text-zinc-800">
        For your safety, sign in again to {purpose}. You then have 10 minutes to do it.
      </p>
      <div className="flex flex-wrap gap-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            loading={leaving === provider}
            onClick={() => void leave(provider)}
          >
            Sign in with {NAMES[provider]} again
          </Button>
        ))}
      </div>
    </div>
  );
}
