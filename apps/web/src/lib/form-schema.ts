import { z } from "zod";

/**
 * A required choice of a form (a list item, an option): blank reads as `message`, anything else
 * passes through typed as chosen. Used as `.transform(present<T>(message))`.
 */
export function present<T>(message: string) {
  return (value: T | null | "", ctx: z.RefinementCtx): T => {
    if (value === null || value === "") {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  };
}
