import { useCallback, useState } from "react";
import { problemFrom, type Problem } from "./problem";

/**
 * The problem dialog's state. The last problem outlives `open`, so its text stays put while the
 * dialog fades out.
 */
export function useProblem(unexpected?: string, initialMessage?: string | null) {
  const [problem, setProblem] = useState<Problem | null>(() =>
    initialMessage ? { message: initialMessage, status: null, code: null, fields: null } : null,
  );
  const [open, setOpen] = useState(Boolean(initialMessage));

  const show = useCallback(
    (error: unknown) => {
      setProblem(problemFrom(error, unexpected));
      setOpen(true);
    },
    [unexpected],
  );
  const close = useCallback(() => setOpen(false), []);

  return { problem, open, show, close };
}

export type ProblemState = ReturnType<typeof useProblem>;
