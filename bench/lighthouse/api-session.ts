/**
 * A person's HTTP session with the running server: keeps the cookies it is given, sends them
 * back, and presents the app's own Origin (the API refuses state-changing requests from others).
 */
export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  /** The session cookie's value, once a sign-in or confirmation has set it. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
  }

  /** A request whose redirect is not followed; answers the Location header. */
  async redirectOf(url: string): Promise<string> {
    const response = await this.send("GET", url);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`GET ${url} answered ${response.status}, not a redirect`);
    }
    return location;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const url = new URL(path, this.base);
    const sameOrigin = url.origin === new URL(this.base).origin;
    const headers: Record<string, string> = { origin: this.base };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (sameOrigin && this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    if (sameOrigin) this.keep(response.headers.getSetCookie());
    return response;
  }

  private keep(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      // A cleared cookie comes back empty or already expired.
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
