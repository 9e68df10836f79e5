import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The only reader of process.env (DESIGN.md "Contracts": configuration names are fixed). */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanText = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** on/off/true/false/1/0, or blank for the default; undefined when unset or blank. */
const switchText = z
  .enum(["on", "off", "true", "false", "1", "0", ""])
  .optional()
  .transform((value) =>
    value === undefined || value === "" ? undefined : ["on", "true", "1"].includes(value),
  );

/** A URL that falls back to its default when unset or blank. */
const urlOr = (fallback: string) =>
  optionalText.pipe(z.url().optional()).transform((value) => value ?? fallback);

/** A whole number of at least 1 that falls back to its default when unset or blank. */
const countOr = (fallback: number) =>
  optionalText
    .pipe(
      z.coerce
        .number<string | undefined>()
        .int("expected a whole number")
        .min(1)
        .max(1_000_000_000)
        .optional(),
    )
    .transform((value) => value ?? fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default("Lineup <no-reply@lineup.local>"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText,
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // Behind a proxy: which hops to believe in X-Forwarded-For (Fastify's trustProxy).
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d+|[\w.:/, -]+)$/, "expected true, false, a hop count or addresses")
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  // Provider endpoints, overridable so tests run the real flow against a local OAuth server.
  GOOGLE_AUTHORIZATION_URL: urlOr("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: urlOr("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: urlOr("https://openidconnect.googleapis.com/v1/userinfo"),
  // The `iss` a provider's callback carries when it sends one (RFC 9207).
  GOOGLE_ISSUER: urlOr("https://accounts.google.com"),
  FACEBOOK_ISSUER: urlOr("https://www.facebook.com"),
  FACEBOOK_AUTHORIZATION_URL: urlOr("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: urlOr("https://graph.facebook.com/v19.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: urlOr(
    "https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name",
  ),
  // The demo marketplace (modules/demo, docs/decisions/0080): on in development unless turned off.
  DEMO_DATA: switchText,
  // Comma-separated addresses invited at start to be operators (docs/decisions/0079).
  OPERATOR_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("expected comma-separated e-mail addresses")))
      .optional(),
  ),
  // Searches and profile views per signed-in account in 10 minutes (docs/decisions/0082); each
  // IP may make five times as many. The bench raises them to measure the search, not the limit.
  SEARCH_RATE_LIMIT: countOr(120),
  PROFILE_VIEW_RATE_LIMIT: countOr(300),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  } | null;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, true, a hop count, or addresses/subnets ("loopback"). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  google: OAuthProviderConfig | null;
  facebook: OAuthProviderConfig | null;
  logLevel: Env["LOG_LEVEL"];
  /** Whether the start ensures the demo marketplace: never in production (decision 0080). */
  demoData: boolean;
  /** Addresses to be operators: each without an operator account is invited at start. */
  operatorEmails: string[];
  /** Talent search's anti-scraping limits, per account in 10 minutes (modules/search). */
  searchRateLimits: { searches: number; profileViews: number };
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** The provider's issuer identifier, compared with a callback's `iss` (RFC 9207). */
  issuer: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment; a bad value throws a message that names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const provider = (
    name: "GOOGLE" | "FACEBOOK",
    urls: Omit<OAuthProviderConfig, "clientId" | "clientSecret">,
  ): OAuthProviderConfig | null => {
    const id = env[`${name}_CLIENT_ID`];
    const secret = env[`${name}_CLIENT_SECRET`];
    if (!id && !secret) return null;
    if (!id || !secret) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`,
      );
    }
    return { clientId: id, clientSecret: secret, ...urls };
  };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null,
    redisUrl: env.REDIS_URL,
    operatorEmails: [...new Set(env.OPERATOR_EMAILS ?? [])],
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    google: provider("GOOGLE", {
      authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      userInfoUrl: env.GOOGLE_USERINFO_URL,
      issuer: env.GOOGLE_ISSUER,
    }),
    facebook: provider("FACEBOOK", {
      authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: env.FACEBOOK_TOKEN_URL,
      userInfoUrl: env.FACEBOOK_USERINFO_URL,
      issuer: env.FACEBOOK_ISSUER,
    }),
    logLevel: env.LOG_LEVEL,
    demoData: demoData(env.NODE_ENV, env.DEMO_DATA),
    searchRateLimits: {
      searches: env.SEARCH_RATE_LIMIT,
      profileViews: env.PROFILE_VIEW_RATE_LIMIT,
    },
  };
}

/**
 * On by default only in development: tests (NODE_ENV=test) start empty unless they ask, and
 * production refuses it, since every demo account shares one printed password.
 */
function demoData(nodeEnv: Env["NODE_ENV"], asked: boolean | undefined): boolean {
  if (nodeEnv === "production" && asked === true) {
    throw new ConfigError(
      "Invalid configuration:\n  DEMO_DATA: the demo marketplace cannot be on in production",
    );
  }
  return asked ?? nodeEnv === "development";
}

function parseTrustProxy(value: string | undefined): AppConfig["trustProxy"] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** Reads ./.env into process.env when present, without overriding what is already set. */
export function loadDotEnv(file = path.resolve(".env")): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
