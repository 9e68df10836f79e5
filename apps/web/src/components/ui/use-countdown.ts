import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left until a resend button may be pressed again (spec §9: 59 s). Counts against a
 * deadline, not ticks, so a throttled background tab still opens the button on time.
 */
export function useCountdown(seconds: number, { autoStart = true } = {}) {
  const [deadline, setDeadline] = useState<number | null>(() =>
    autoStart ? Date.now() + seconds * 1000 : null,
  );
  const [remaining, setRemaining] = useState(autoStart ? seconds : 0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, running: remaining > 0, restart };
}

/** "0:59" */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, "0")}`;
}
