import { MESSAGES } from "@lineup/shared";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest } from "./api-client";

function answer(body: string | null, status = 200, contentType = "application/json") {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { "Content-Type": contentType } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe("apiRequest", () => {
  it("GETs same-origin by default and answers the parsed JSON", async () => {
    const fetchMock = answer(JSON.stringify({ data: { ok: true } }));

    await expect(apiRequest("/api/thing")).resolves.toEqual({ data: { ok: true } });

    expect(fetchMock).toHaveBeenCalledWith(
      "/api/thing",
      expect.objectContaining({ method: "GET", credentials: "same-origin" }),
    );
    const init = fetchMock.mock.calls[0]?.at(1) as unknown as RequestInit;
    expect(init.body).toBeUndefined();
  });

  it("sends a JSON body with its content type", async () => {
    const fetchMock = answer("{}");

    await apiRequest("/api/x", { method: "POST", body: { email: "a@b.co" } });

    const init = fetchMock.mock.calls[0]?.at(1) as unknown as RequestInit;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("answers text when the answer is not JSON", async () => {
    answer("plain words", 200, "text/plain");
    await expect(apiRequest("/api/text")).resolves.toBe("plain words");
  });

  it("throws the JSON message, status, code and fields of a failure", async () => {
    answer(
      JSON.stringify({
        message: "E-mail taken",
        code: "CONFLICT",
        statusCode: 409,
        fields: { email: "Taken" },
      }),
      409,
    );

    const error = await failure(apiRequest("/api/x", { method: "POST", body: {} }));
    expect(error).toMatchObject({
      status: 409,
      message: "E-mail taken",
      code: "CONFLICT",
      fields: { email: "Taken" },
    });
  });

  it("tells a 429's wait from the body's retryAfter", async () => {
    answer(
      JSON.stringify({
        message: MESSAGES.tooManyRequests,
        code: "RATE_LIMITED",
        statusCode: 429,
        retryAfter: 240,
      }),
      429,
    );
    const error = await failure(apiRequest("/api/auth/local/signIn", { method: "POST" }));
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      retryAfter: 240,
      message: "Too many attempts. Try again in 4 minutes.",
    });

    // Without a wait, the answer's own message stays.
    answer(
      JSON.stringify({ message: MESSAGES.tooManyRequests, code: "RATE_LIMITED", statusCode: 429 }),
      429,
    );
    const plain = await failure(apiRequest("/api/x"));
    expect(plain.message).toBe(MESSAGES.tooManyRequests);
    expect(plain.retryAfter).toBeUndefined();
  });

  it("keeps the offer limit's own words, which name the day it resets", async () => {
    const limit = `${MESSAGES.offerLimitReached} December 24, 2026.`;
    answer(
      JSON.stringify({ message: limit, code: "OFFER_LIMIT", statusCode: 429, retryAfter: 86_400 }),
      429,
    );
    const error = await failure(apiRequest("/api/offers", { method: "POST", body: {} }));
    expect(error).toMatchObject({ status: 429, code: "OFFER_LIMIT", message: limit });
  });

  it("reads a 429's wait from Retry-After when the body has none (a proxy's answer)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("Too Many Requests", {
            status: 429,
            headers: { "Content-Type": "text/plain", "Retry-After": "45" },
          }),
      ),
    );
    const error = await failure(apiRequest("/api/x"));
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 45,
      message: "Too many attempts. Try again in 45 seconds.",
    });
  });

  it("falls back to the answer's text when it has no JSON message", async () => {
    answer("Bad Gateway from the proxy", 502, "text/plain");
    const error = await failure(apiRequest("/api/x"));
    expect(error.status).toBe(502);
    expect(error.message).toBe("Bad Gateway from the proxy");
  });

  it("says 'Unknown error occurred' when the failure has no text at all", async () => {
    answer(null, 500);
    const error = await failure(apiRequest("/api/x"));
    expect(error.message).toBe(MESSAGES.unknownErrorOccurred);
    expect(error.message).toBe("Unknown error occurred");
  });

  it("turns a network failure into status 500 saying the person seems to be offline", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failure(apiRequest("/api/x"));
    expect(error).toMatchObject({ status: 500, message: MESSAGES.offline });
  });

  it("keeps the message of any other failure before an answer", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new RangeError("Too much data")));
    const error = await failure(apiRequest("/api/x"));
    expect(error).toMatchObject({ status: 500, message: "Too much data" });
  });

  it("says 'Unknown error' for a network failure without a message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue("nothing useful"));
    const error = await failure(apiRequest("/api/x"));
    expect(error).toMatchObject({ status: 500, message: "Unknown error" });
  });

  it("rethrows the caller's own abort untouched", async () => {
    const controller = new AbortController();
    const abort = new DOMException("The operation was aborted.", "AbortError");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(abort));
    controller.abort();

    await expect(apiRequest("/api/x", { signal: controller.signal })).rejects.toBe(abort);
  });
});
