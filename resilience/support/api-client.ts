// A small HTTP client for the security checks: the app's Origin on every request (otherwise the
// Origin rule refuses every state change and fuzzing proves nothing), one session cookie, and an
// optional X-Forwarded-For per request (TRUST_PROXY=loopback) so per-IP limits count many IPs.
import { randomInt } from "node:crypto";

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed body, or undefined when it is not JSON */
  json: unknown;
  ms: number;
}

export interface RequestOptions {
  json?: unknown;
  /** a raw body (sent as is, with the headers given) */
  body?: string | FormData | Uint8Array;
  headers?: Record<string, string>;
  /** replaces the default X-Forwarded-For for this request */
  forwardedFor?: string;
}

/**
 * The body as text. A server-sent events stream (GET /api/events) never ends by itself: its
 * opening frame is read, then it is closed, as a page that goes away would.
 */
async function bodyText(response: Response): Promise<string> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream") || !response.body) {
    return response.text();
  }
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n\n")) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

export const randomIp = () =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`.toString();

export class ApiClient {
  /** the cookies the server set, by name (the session, OAuth state …) */
  readonly cookies = new Map<string, string>();
  /** every Set-Cookie header received, newest last */
  readonly setCookies: string[] = [];

  /** the app's origin (APP_URL): sent as Origin, and the base of links in its e-mails */
  origin: string;

  constructor(
    readonly base: string,
    private readonly forwardedFor?: () => string,
  ) {
    this.origin = new URL(base).origin;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { origin: this.origin };
    const ip = options.forwardedFor ?? this.forwardedFor?.();
    if (ip) headers["x-forwarded-for"] = ip;
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    Object.assign(headers, options.headers);
    for (const [name, value] of Object.entries(headers)) if (value === "") delete headers[name];
    const started = performance.now();
    const response = await fetch(new URL(path, this.base), {
      method,
      headers,
      body,
      redirect: "manual",
    });
    const text = await bodyText(response);
    const ms = performance.now() - started;
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const pair = line.split(";")[0] ?? "";
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
      if (!value || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, ms };
  }

  /** the session cookie's value, while signed in */
  get session(): string | undefined {
    return [...this.cookies].find(([name]) => name.endsWith("lineup_session"))?.[1];
  }

  get = (path: string, options?: RequestOptions) => this.request("GET", path, options);
  post = (path: string, json?: unknown, options?: RequestOptions) =>
    this.request("POST", path, { ...options, json });
  patch = (path: string, json?: unknown, options?: RequestOptions) =>
    this.request("PATCH", path, { ...options, json });
  delete = (path: string, options?: RequestOptions) => this.request("DELETE", path, options);
}

const STACK_FRAME = /\n\s+at \S.*[(:]\d+|\bat [\w.<>]+ \(.*:\d+:\d+\)/;
const FILE_PATH = /(\/work\/|\/home\/|node_modules|file:\/\/|[\w-]+\.[cm]?[jt]s:\d+)/;

/** What is wrong with an API answer by the contract: 5xx, no JSON, a 4xx without the shape, a stack. */
export function contractProblems(response: ApiResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (STACK_FRAME.test(response.text)) problems.push("stack trace in body");
  if (FILE_PATH.test(response.text)) problems.push("file path in body");
  if (response.status >= 400) {
    const body = response.json as Record<string, unknown> | undefined;
    if (
      !body ||
      typeof body.message !== "string" ||
      typeof body.code !== "string" ||
      body.statusCode !== response.status
    ) {
      problems.push(`${response.status} without the error shape: ${response.text.slice(0, 120)}`);
    }
  }
  return problems;
}
