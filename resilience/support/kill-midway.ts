// The crash of the SIGKILL checks: once half the load has run, kill the server and start it again
// on the same data, timing the restart.
import type { Stack } from "./stack";

export interface KillMidway {
  /** the crowd's onTick */
  onTick: (elapsedSeconds: number) => Promise<void>;
  /** milliseconds from the kill until the restarted server was ready; -1 until then or on error */
  restartMs: () => number;
  restartError: () => string;
}

export function killMidway(stack: Stack, seconds: number): KillMidway {
  let killed = false;
  let restartMs = -1;
  let restartError = "";
  return {
    onTick: async (elapsed) => {
      if (killed || elapsed < seconds / 2) return;
      killed = true;
      await stack.server.kill();
      const started = Date.now();
      try {
        await stack.restart();
        restartMs = Date.now() - started;
      } catch (error) {
        restartError = String(error).slice(-300);
      }
    },
    restartMs: () => restartMs,
    restartError: () => restartError,
  };
}
