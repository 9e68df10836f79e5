import { useState } from "react";
import { useRevalidator } from "react-router";
import { useProblem } from "@web/lib/use-problem";
import { ShownProblem } from "./problem-dialog";

/**
 * A button's call to the API, then the route's data read again so the screen shows what the
 * server now holds; a failure opens the problem dialog and changes nothing. `busy` feeds the
 * button's `loading`, so it cannot be pressed twice; render `problemDialog` beside it.
 */
export function useRevalidatingAction() {
  const revalidator = useRevalidator();
  const problem = useProblem();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      await revalidator.revalidate();
    } catch (error) {
      problem.show(error);
    } finally {
      setBusy(false);
    }
  }

  const problemDialog = <ShownProblem problem={problem} />;
  return { busy, run: (call: () => Promise<unknown>) => void run(call), problemDialog };
}
