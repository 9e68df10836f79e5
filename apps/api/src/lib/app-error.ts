import type { ErrorCode } from "@lineup/shared";

/** The one error handlers throw; the error handler turns it into the failure shape. */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
