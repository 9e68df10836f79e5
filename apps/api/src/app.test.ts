import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTestDatabase } from "../test/test-database";

describe("the app shell of the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });
  /** A POST whose body is sent as given, under the given content type. */
  const postRaw = (url: string, contentType: string, payload: string) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });

  it("answers health and readiness", async () => {
    expect((await t.app.inject("/api/health")).json()).toEqual({ data: { status: "ok" } });
    expect((await t.app.inject("/api/ready")).json()).toEqual({ data: { status: "ok" } });
  });

  it("answers an unknown API path with the JSON 404 shape", async () => {
    const response = await t.app.inject("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: "NOT_FOUND",
      statusCode: 404,
    });
  });

  it("answers malformed JSON with the error shape and no stack", async () => {
    const response = await postRaw("/api/health", "application/json", "{nope");
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({
      statusCode: response.statusCode,
      code: expect.any(String),
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  // Multipart is parsed by the upload routes alone (docs/decisions/0054).
  it("refuses a multipart body outside the upload routes with the error shape", async () => {
    const response = await postRaw(
      "/api/auth/local/signIn",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: expect.any(String) });
  });

  it("tags every answer with a request id, keeping a well-formed one it was given", async () => {
    const fresh = await t.app.inject("/api/health");
    const next = await t.app.inject("/api/health");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(next.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(next.headers["x-request-id"]).not.toBe(fresh.headers["x-request-id"]);
    const given = await t.app.inject({
      url: "/api/health",
      headers: { "x-request-id": "abcdef123456" },
    });
    expect(given.headers["x-request-id"]).toBe("abcdef123456");
    const hostile = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "a\nb" } });
    expect(hostile.headers["x-request-id"]).not.toBe("a\nb");
  });

  it("sends the security headers, the same on every answer", async () => {
    const expected = {
      "content-security-policy":
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    for (const url of ["/api/health", "/api/health", "/api/no-such-route", "/"]) {
      const { headers } = await t.app.inject(url);
      expect(headers, url).toMatchObject(expected);
      // Plain http: no HSTS (an https APP_URL turns it on: resilience's cookies-and-headers check).
      expect(headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("refuses a state-changing request from another site", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "BAD_ORIGIN", statusCode: 403 });
    const crossSite = await t.app.inject({
      method: "DELETE",
      url: "/api/anything",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: { origin: "http://localhost:3000" },
    });
    expect(own.statusCode).toBe(404);
  });

  it("publishes the OpenAPI document built from the route schemas", async () => {
    const response = await t.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty("/api/location/find");
    expect(doc.paths).toHaveProperty("/api/athlete/sport-role/find");
    expect((await t.app.inject("/api/docs")).statusCode).toBeLessThan(400);
  });
});

/**
 * A web build of the given files (path from the build's root → content) in a fresh directory,
 * served by an app on a fresh database; both are gone afterwards.
 */
async function withWebBuild(
  files: Record<string, string>,
  test: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const database = await createTestDatabase("pglite");
  const dir = mkdtempSync(path.join(tmpdir(), "lineup-web-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  // The test environment: no demo marketplace is seeded before the first answer.
  const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }), {
    database,
    webDistDir: dir,
  });
  try {
    await test(app);
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("serving the web app", () => {
  it("answers client routes with index.html and serves hashed assets for a year", async () => {
    const files = {
      "index.html": "<!doctype html><title>Lineup</title>",
      "assets/app-1234.js": "console.log(1)",
    };
    await withWebBuild(files, async (app) => {
      const page = await app.inject("/auth/sign-up/athlete-join");
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain("<title>Lineup</title>");
      expect(page.headers["cache-control"]).toBe("no-cache");
      const asset = await app.inject("/assets/app-1234.js");
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect((await app.inject("/api/nothing")).headers["content-type"]).toMatch(/json/);
    });
  });
});

describe("the page sent compressed", () => {
  it("sends index.html in brotli or gzip as the browser accepts, and plain to one that asks none", async () => {
    const style = `<style>${"body{margin:0}".repeat(200)}</style>`;
    const files = { "index.html": `<!doctype html><html><head>${style}</head></html>` };
    await withWebBuild(files, async (app) => {
      const ask = (encoding?: string) =>
        app.inject({
          url: "/auth/login",
          headers: encoding ? { "accept-encoding": encoding } : {},
        });
      const br = await ask("gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      expect(br.rawPayload.length).toBeLessThan(style.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain(style);
      const gzip = await ask("gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('<meta name="lineup-providers"');
      const plain = await ask();
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain(style);
      expect(plain.headers["content-type"]).toMatch(/text\/html/);
    });
  });
});

describe("the page's sign-in providers", () => {
  const files = {
    "index.html": "<!doctype html><html><head><title>Lineup</title></head></html>",
  };

  it("names in index.html the provider this installation has", async () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    await withWebBuild(
      files,
      async (app) => {
        const page = await app.inject("/auth/login");
        expect(page.body).toContain('<meta name="lineup-providers" content="google" />');
      },
      google,
    );
  });

  it("names no provider in index.html when the installation has none", async () => {
    await withWebBuild(files, async (plain) => {
      const page = await plain.inject("/auth/login");
      expect(page.body).toContain('<meta name="lineup-providers" content="" />');
      expect(page.body).toContain("<title>Lineup</title>");
    });
  });
});

describe("readiness", () => {
  it("answers 503 when the database is gone, while health still answers", async () => {
    const t = await createTestApp("pglite");
    await t.database.close();
    const ready = await t.app.inject("/api/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", statusCode: 503 });
    expect((await t.app.inject("/api/health")).statusCode).toBe(200);
    await t.app.close();
  });
});
