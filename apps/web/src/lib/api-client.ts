import { ERROR_CODES, FAILED_CALL_STATUS, MESSAGES, tooManyAttemptsWait } from "@lineup/shared";

/** A failed call: the HTTP status and what a person should read (spec §8). */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** With a 429: seconds until the server lets a new attempt in. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    extra: { code?: string; fields?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.code = extra.code;
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Whole seconds to wait: the body's `retryAfter`, else a Retry-After header in seconds. */
function secondsOf(value: unknown): number | undefined {
  const seconds = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds)
    : undefined;
}

/**
 * The failure shape of DESIGN.md "Contracts", read leniently: a proxy may answer plain text. A 429
 * that says how long to wait (body `retryAfter` or the Retry-After header) is told in those
 * words, "Too many attempts. Try again in 4 minutes.", whichever layer answered it. The limit of
 * offers (OFFER_LIMIT) is no attempt to wait out: its message names the day it resets and stays.
 */
export function errorFrom(
  status: number,
  text: string,
  retryAfterHeader: string | null = null,
): ApiRequestError {
  const json = parseJson(text);
  const body = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  const retryAfter =
    status === 429 ? (secondsOf(body.retryAfter) ?? secondsOf(retryAfterHeader)) : undefined;
  const ownWords = body.code === ERROR_CODES.offerLimit;
  const readable =
    retryAfter !== undefined && !ownWords
      ? tooManyAttemptsWait(retryAfter)
      : stringOf(body.message);
  if (readable) {
    return new ApiRequestError(status, readable, {
      code: stringOf(body.code),
      fields: fieldsOf(body.fields),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    });
  }
  return new ApiRequestError(status, stringOf(text)?.trim() ?? MESSAGES.unknownErrorOccurred);
}

/**
 * Spec §7 gives a network failure status 500 with the error's message. A browser's fetch fails
 * with a TypeError whose message ("Failed to fetch", "Load failed") means nothing to a person, so
 * that one says they seem to be offline (decision 0074).
 */
function networkFailureMessage(error: unknown): string {
  if (error instanceof TypeError) return MESSAGES.offline;
  return error instanceof Error && error.message ? error.message : MESSAGES.unknownError;
}

/**
 * The one way the web app talks to the API (spec §7): same-origin cookies, JSON both ways.
 * Success answers the parsed JSON, or the text when the answer is not JSON; anything else throws
 * an ApiRequestError. A call the caller aborted rethrows the AbortError untouched, so it is never
 * shown to anyone as a failure.
 *
 * Content-Type is sent only with a body: Fastify refuses an empty body declared as JSON (400),
 * and logout and registration-complete carry none.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const hasBody = body !== undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: hasBody
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(FAILED_CALL_STATUS, networkFailureMessage(error));
  }

  if (!response.ok) throw errorFrom(response.status, text, response.headers.get("retry-after"));
  const json = parseJson(text);
  return (json === undefined ? text : json) as T;
}
