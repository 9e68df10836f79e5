import { ERROR_CODES, tooManyAttemptsWait } from "@lineup/shared";
import { AppError } from "./app-error";

/**
 * The 429 of every limit: `Retry-After` and the body's `retryAfter` in seconds, and a message
 * saying how long to wait (DESIGN.md security: the wait is shown).
 */
export class TooManyAttempts extends AppError {
  readonly retryAfter: number;

  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(ERROR_CODES.rateLimited, tooManyAttemptsWait(seconds), undefined, {
      "retry-after": String(seconds),
    });
    this.retryAfter = seconds;
  }
}
