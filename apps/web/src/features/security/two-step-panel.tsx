import type { TotpSetup as Setup } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { CodeForm } from "./code-form";
import { RecoveryCodes } from "./recovery-codes";
import { securityApi } from "./security-api";
import { TotpSetup } from "./totp-setup";

type Stage =
  | { kind: "off" }
  | { kind: "setup"; setup: Setup }
  | { kind: "codes"; codes: string[] }
  | { kind: "on" };

type TwoStepPanelProps = { enabled: boolean; onProblem: (error: unknown) => void };

/** Two-step verification: off → set up (QR code, key, first code) → recovery codes → on → off. */
export function TwoStepPanel({ enabled, onProblem }: TwoStepPanelProps) {
  const [stage, setStage] = useState<Stage>({ kind: enabled ? "on" : "off" });
  const [starting, setStarting] = useState(false);
  const [status, setStatus] = useState("");

  async function start() {
    setStarting(true);
    try {
      setStage({ kind: "setup", setup: await securityApi.setUpTotp() });
      setStatus("");
    } catch (error) {
      onProblem(error);
    } finally {
      setStarting(false);
    }
  }

  return (
    <section aria-labelledby="two-step-title" className="flex flex-col gap-4">
      <div>
        <h2 id="two-step-title" className="text-xl font-bold text-zinc-950">
          Two-step verification
        </h2>
        <p className="mt-1 text-zinc-600">
          {stage.kind === "on" || stage.kind === "codes"
            ? "On: signing in asks for a code from your authenticator app."
            : "Off: add a code from an authenticator app to your password when you sign in."}
        </p>
      </div>
      {stage.kind === "off" && (
        <Button loading={starting} onClick={() => void start()} className="self-start">
          Set up two-step verification
        </Button>
      )}
      {stage.kind === "setup" && (
        <TotpSetup
          setup={stage.setup}
          onProblem={onProblem}
          onCancel={() => setStage({ kind: "off" })}
          onEnabled={(codes) => setStage({ kind: "codes", codes })}
        />
      )}
      {stage.kind === "codes" && (
        <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: "on" })} />
      )}
      {stage.kind === "on" && (
        <CodeForm
          label="Code to turn it off"
          hint="A code from your authenticator app, or one of your recovery codes."
          submitLabel="Turn off"
          variant="secondary"
          onProblem={onProblem}
          onCode={async (code) => {
            await securityApi.disableTotp(code);
            setStage({ kind: "off" });
            setStatus("Two-step verification is off.");
          }}
        />
      )}
      <p role="status" className="text-sm text-zinc-700">
        {status}
      </p>
    </section>
  );
}
