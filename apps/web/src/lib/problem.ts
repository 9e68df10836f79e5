import { FAILED_CALL_STATUS, MESSAGES } from "@lineup/shared";
import { ApiRequestError, isApiRequestError } from "./api-client";

export type Problem = {
  message: string;
  status: number | null;
  code: string | null;
  fields: Record<string, string> | null;
};

/**
 * Spec §8: a failed call shows its message (or "An unknown error occurred."); anything else
 * thrown shows `unexpected` (login and sign-up pass "An unexpected error occurred…"), never a raw
 * exception.
 */
export function problemFrom(
  error: unknown,
  unexpected: string = MESSAGES.anUnknownErrorOccurred,
): Problem {
  if (isApiRequestError(error)) {
    return {
      message: error.message || MESSAGES.anUnknownErrorOccurred,
      status: error.status,
      code: error.code ?? null,
      fields: error.fields ?? null,
    };
  }
  return { message: unexpected, status: null, code: null, fields: null };
}

/**
 * A failure told in the spec's words for that step (§8: 'Failed to update bio', …), keeping the
 * status, so a 401 still offers Sign In.
 */
export function restated(error: unknown, message: string): ApiRequestError {
  return new ApiRequestError(isApiRequestError(error) ? error.status : FAILED_CALL_STATUS, message);
}
