import { z } from "zod";

/** The one failure shape of every API answer (DESIGN.md "Contracts"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  statusCode: z.number().int(),
  fields: z.record(z.string(), z.string()).optional(),
  /** With a 429: seconds until a new attempt is let in (the same as the Retry-After header). */
  retryAfter: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// The codes and their statuses live apart from zod, so a screen can tell one error from another
// without downloading zod (the confirmation redirect did, for ERROR_CODES alone).
export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from "./error-codes";
