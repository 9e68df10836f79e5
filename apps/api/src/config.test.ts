import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      appUrl: "http://localhost:3000",
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: null,
      redisUrl: undefined,
      google: null,
      facebook: null,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads the search's limits, blank meaning the default, and refuses what is not a count", () => {
    expect(loadConfig({}).searchRateLimits).toEqual({ searches: 120, profileViews: 300 });
    expect(
      loadConfig({ SEARCH_RATE_LIMIT: "", PROFILE_VIEW_RATE_LIMIT: " " }).searchRateLimits,
    ).toEqual({ searches: 120, profileViews: 300 });
    expect(
      loadConfig({ SEARCH_RATE_LIMIT: "5000000", PROFILE_VIEW_RATE_LIMIT: "7" }).searchRateLimits,
    ).toEqual({ searches: 5_000_000, profileViews: 7 });
    for (const bad of ["0", "-3", "1.5", "many"]) {
      expect(() => loadConfig({ SEARCH_RATE_LIMIT: bad }), bad).toThrow(/SEARCH_RATE_LIMIT:/);
    }
    expect(() => loadConfig({ PROFILE_VIEW_RATE_LIMIT: "0" })).toThrow(/PROFILE_VIEW_RATE_LIMIT:/);
  });

  it("derives APP_URL from PORT and trims a trailing slash", () => {
    expect(loadConfig({ PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(loadConfig({ APP_URL: "https://lineup.example/" }).appUrl).toBe(
      "https://lineup.example",
    );
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db"],
    ["APP_URL", "not a url"],
    ["SMTP_URL", "http://mail"],
    ["REDIS_URL", "localhost:6379"],
    ["LOG_LEVEL", "loud"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("treats empty optional variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", S3_BUCKET: "" })).toMatchObject({
      databaseUrl: undefined,
      s3: null,
    });
  });

  it("enables a provider only with both halves of its credentials", () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).google).toMatchObject({
      clientId: "id",
      clientSecret: "s",
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    });
    expect(
      loadConfig({
        FACEBOOK_CLIENT_ID: "id",
        FACEBOOK_CLIENT_SECRET: "s",
        FACEBOOK_TOKEN_URL: "http://127.0.0.1:9000/token",
      }).facebook?.tokenUrl,
    ).toBe("http://127.0.0.1:9000/token");
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: "id" })).toThrow(/FACEBOOK_CLIENT_SECRET/);
  });

  it("reads S3 settings when a bucket is set", () => {
    const config = loadConfig({
      S3_BUCKET: "media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toMatchObject({ bucket: "media", forcePathStyle: true, region: "us-east-1" });
  });

  it("turns the demo marketplace on in development only, unless DEMO_DATA says otherwise", () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).demoData).toBe(false);
    for (const off of ["off", "false", "0"]) {
      expect(loadConfig({ NODE_ENV: "development", DEMO_DATA: off }).demoData).toBe(false);
      expect(loadConfig({ NODE_ENV: "production", DEMO_DATA: off }).demoData).toBe(false);
    }
    for (const on of ["on", "true", "1"]) {
      expect(loadConfig({ NODE_ENV: "test", DEMO_DATA: on }).demoData).toBe(true);
    }
    expect(loadConfig({ NODE_ENV: "development", DEMO_DATA: "" }).demoData).toBe(true);
  });

  it("refuses DEMO_DATA that is not a switch, and the demo marketplace in production", () => {
    expect(() => loadConfig({ DEMO_DATA: "yes please" })).toThrow(/DEMO_DATA:/);
    expect(() => loadConfig({ NODE_ENV: "production", DEMO_DATA: "on" })).toThrow(
      /DEMO_DATA: the demo marketplace cannot be on in production/,
    );
  });
});
