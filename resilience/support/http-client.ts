// One simulated person's browser, as far as the API sees it: a cookie jar, the app's Origin on
// state-changing calls, their own X-Forwarded-For address (set by the proxy in front of the
// server), a timeout, and every call's latency and outcome recorded into shared statistics.
import { percentile } from "@lineup/test-kit";

/** What the calls of many people add up to. */
export class CallStats {
  readonly latencies: number[] = [];
  /** latencies of each kind of call (label) */
  readonly byLabel = new Map<string, number[]>();
  calls = 0;
  serverErrors = 0;
  timeouts = 0;
  networkErrors = 0;
  /** status code → count, for the report */
  readonly statuses = new Map<number, number>();
  /** a few examples of what went wrong, for the note */
  readonly problems: string[] = [];

  record(label: string, status: number, ms: number): void {
    this.calls++;
    this.latencies.push(ms);
    this.byLabel.set(label, [...(this.byLabel.get(label) ?? []), ms]);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 500) {
      this.serverErrors++;
      this.note(`${label} answered ${status}`);
    }
  }

  note(problem: string): void {
    if (this.problems.length < 8) this.problems.push(problem);
  }

  /** The p-th percentile of all latencies (or of `list`); 0 when nothing was measured. */
  percentile(p: number, list = this.latencies): number {
    return list.length === 0 ? 0 : percentile(list, p);
  }

  /** The kinds of call with the highest p99, e.g. "sign-up 840 ms, avatar 310 ms". */
  slowest(count = 3): string {
    return [...this.byLabel]
      .map(([label, list]) => [label, this.percentile(99, list)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`)
      .join(", ");
  }
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** The call did not get an answer at all (timeout or connection refused). */
export class NoAnswer extends Error {}

export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    private base: string,
    private readonly origin: string,
    private forwardedFor: string,
    private readonly stats: CallStats,
    private readonly timeoutMs = 30_000,
  ) {}

  /** Talk to another instance (or through a proxy) with the same cookies. */
  useBase(base: string): void {
    this.base = base;
  }

  /** Appear as another client address (the proxy forwards each client's own). */
  useAddress(address: string): void {
    this.forwardedFor = address;
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("lineup_session"));
  }

  async call<T = unknown>(
    method: string,
    path: string,
    label: string,
    body?: unknown,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { "x-forwarded-for": this.forwardedFor };
    if (method !== "GET") headers.origin = this.origin;
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      if (timedOut) this.stats.timeouts++;
      else this.stats.networkErrors++;
      this.stats.note(
        `${label}: ${timedOut ? "timeout" : String((error as Error).cause ?? error)}`,
      );
      throw new NoAnswer(`${label}: ${String(error)}`);
    }
    this.stats.record(label, response.status, performance.now() - started);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") {
        this.cookies.delete(name);
      } else this.cookies.set(name, value);
    }
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text (the check reports it)
    }
    return { status: response.status, body: parsed as T };
  }
}
