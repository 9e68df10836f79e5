// Regression (resilience "fuzz"): a header over the limit answered 431 without the error shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "@api-test/test-app";

describe("client errors refused by the HTTP parser", () => {
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp("pglite");
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  it("answers an oversized header 431 with the error shape", async () => {
    const response = await fetch(`${base}/api/health?q=${"x".repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      message: "The request headers are too large.",
      code: "VALIDATION_ERROR",
      statusCode: 431,
    });
  });
});
