import { MESSAGES } from "@lineup/shared";
import { isApiRequestError } from "./api-client";

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
