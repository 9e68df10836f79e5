import { ERROR_STATUS, type ErrorCode } from "@lineup/shared";

/**
 * The one error handlers throw; the error handler turns it into the failure shape. Its code
 * decides its HTTP status, in ERROR_STATUS (packages/shared).
 */
export class AppError extends Error {
  override name = "AppError";
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}
