// Regression (resilience "fuzz"): a header over the limit answered 431 without the error shape.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleClientError } from "./client-error";

describe("client errors refused by the HTTP parser", () => {
  const app = Fastify({ clientErrorHandler: handleClientError });
  let base = "";
  beforeAll(async () => {
    app.get("/", async () => ({ data: "ok" }));
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("answers an oversized header 431 with the error shape", async () => {
    const response = await fetch(`${base}/?q=${"x".repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      message: "The request headers are too large.",
      code: "VALIDATION_ERROR",
      statusCode: 431,
    });
  });
});
