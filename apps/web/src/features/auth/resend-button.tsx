import { LIMITS } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { formatSeconds, useCountdown } from "@web/components/ui/use-countdown";

type ResendButtonProps = {
  /** Sends again; a throw leaves the button ready for another try. */
  onResend: () => Promise<unknown>;
  /** Start counting at once, because something was just sent. */
  autoStart?: boolean;
  children?: string;
};

/** Resend, allowed again 59 seconds after each send (spec §2, §9). */
export function ResendButton({
  onResend,
  autoStart = true,
  children = "Resend",
}: ResendButtonProps) {
  const countdown = useCountdown(LIMITS.resendCountdownSeconds, { autoStart });
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await onResend();
      countdown.restart();
    } catch {
      // The caller has shown the problem; the button stays available.
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className="w-full tabular-nums"
      disabled={countdown.running}
      loading={sending}
      onClick={() => void resend()}
    >
      {countdown.running ? `${children} in ${formatSeconds(countdown.remaining)}` : children}
    </Button>
  );
}
