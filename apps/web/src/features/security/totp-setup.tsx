import type { TotpSetup as Setup } from "@lineup/shared";
import { Button } from "@web/components/ui/button";
import { CodeForm } from "./code-form";
import { QrCode } from "./qr-code";
import { securityApi } from "./security-api";

type TotpSetupProps = {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  /** Without it no Cancel is offered (an operator must enrol). */
  onCancel?: () => void;
  onProblem: (error: unknown) => void;
};

/** Scan the QR code (or type the key), then prove it with the first code. */
export function TotpSetup({ setup, onEnabled, onCancel, onProblem }: TotpSetupProps) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-5 pl-5 text-zinc-800">
        <li>
          <p>
            Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
          </p>
          <div className="mt-3">
            <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" />
          </div>
        </li>
        <li>
          <p>Cannot scan it? Enter this key in the app instead:</p>
          <code
            data-testid="totp-secret"
            aria-label={`Setup key ${setup.secret}`}
            className="mt-2 block rounded-xl bg-zinc-100 p-3 font-mono text-base break-all text-zinc-950"
          >
            {grouped}
          </code>
        </li>
        <li>
          <p className="mb-3">Enter the 6-digit code the app shows.</p>
          <CodeForm
            label="6-digit code"
            submitLabel="Turn on"
            digitsOnly
            onProblem={onProblem}
            onCode={async (code) => onEnabled((await securityApi.enableTotp(code)).recoveryCodes)}
          />
        </li>
      </ol>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} className="self-start">
          Cancel
        </Button>
      )}
    </div>
  );
}
