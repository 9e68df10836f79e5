import { MESSAGES } from "@lineup/shared";
import { vi } from "vitest";

export type MockReply = { status?: number; body?: unknown };
type Handler = (body: unknown, url: URL) => MockReply | Promise<MockReply>;

/** Every call the app made: method, path (with query) and the parsed JSON body. */
export type RecordedCall = { method: string; path: string; body: unknown };

/** The providers answer that every screen with OAuth buttons loads first. */
const DEFAULTS: Record<string, Handler> = {
  "GET /api/auth/providers": () => ({ body: { data: { google: false, facebook: false } } }),
};

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (query ignored). A call that
 * has no entry answers 404 in the API's error shape, so a missing stub reads as a failure in
 * the test instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler | MockReply> = {}) {
  const calls: RecordedCall[] = [];
  const table = { ...DEFAULTS, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      "http://localhost",
    );
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const entry = table[`${method} ${url.pathname}`];
    const reply =
      typeof entry === "function"
        ? await entry(body, url)
        : (entry ?? {
            status: 404,
            body: { message: `No stub for ${method} ${url.pathname}`, code: "NOT_FOUND" },
          });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  const callsTo = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.path.split("?")[0] === pathname);
  return { fetchMock, calls, callsTo };
}

/** An API failure in the contract's shape. */
export function apiError(
  status: number,
  message: string,
  code = "ERROR",
  fields?: object,
): MockReply {
  return { status, body: { message, code, statusCode: status, ...(fields ? { fields } : {}) } };
}

/** The API's 429 with the wait it tells (Retry-After in the body), and its generic message. */
export function rateLimited(retryAfter: number): MockReply {
  const { status, body } = apiError(429, MESSAGES.tooManyRequests, "RATE_LIMITED");
  return { status, body: { ...(body as object), retryAfter } };
}
