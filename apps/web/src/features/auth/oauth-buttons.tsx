import type { OAuthProvider, Providers, StoredRole } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { browserLocation } from "@web/lib/browser-location";
import { setStoredRole } from "@web/lib/role-storage";
import { authApi } from "./auth-api";

const LABELS: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

function ProviderLogo({ provider }: { provider: OAuthProvider }) {
  if (provider === "facebook") {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="#1877F2" />
        <path
          d="M13.4 19v-6h2l.3-2.4h-2.3V9.2c0-.7.2-1.2 1.2-1.2h1.2V5.9a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7H9v2.4h2v6z"
          fill="#fff"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z"
        fill="#4285F4"
      />
      <path
        d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
        fill="#34A853"
      />
      <path
        d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14Z"
        fill="#FBBC05"
      />
      <path
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6Z"
        fill="#EA4335"
      />
    </svg>
  );
}

type OAuthButtonsProps = {
  providers: Providers;
  /** The join role, or "login"; the OAuth redirect screen reads it back after the provider. */
  role: StoredRole;
  onError: (error: unknown) => void;
  /** Runs just before leaving for the provider, e.g. to keep an invitation id. */
  beforeLeave?: () => void;
};

/** "Continue with Google/Facebook", only for the providers the server has configured. */
export function OAuthButtons({ providers, role, onError, beforeLeave }: OAuthButtonsProps) {
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const enabled = (["google", "facebook"] as const).filter((provider) => providers[provider]);
  if (enabled.length === 0) return null;

  async function start(provider: OAuthProvider) {
    setPending(provider);
    try {
      const url = await authApi.oauthLink(provider, role);
      setStoredRole(role);
      beforeLeave?.();
      browserLocation.assign(url);
    } catch (error) {
      setPending(null);
      onError(error);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {enabled.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className="w-full"
          loading={pending === provider}
          onClick={() => void start(provider)}
        >
          <ProviderLogo provider={provider} />
          Continue with {LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}

/** The "or" rule between the provider buttons and the e-mail form. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-zinc-600" aria-hidden="true">
      <span className="h-px flex-1 bg-zinc-200" />
      or
      <span className="h-px flex-1 bg-zinc-200" />
    </div>
  );
}
