// A small HTTP client for the journeys: a chosen source address on loopback (each simulated
// person its own IP, as on the internet, so per-IP limits count people rather than the bench),
// the Origin the API demands of state changes, and one session cookie per person.
import { request as httpRequest } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: <T>() => T;
}

export class Client {
  cookie = "";

  constructor(
    private readonly base: string,
    private readonly sourceIp: string,
  ) {}

  send(
    method: string,
    path: string,
    body?: { json: unknown } | { form: FormData },
  ): Promise<Answer> {
    return this.encode(body).then(([payload, type]) =>
      this.raw(method, path, payload, type ? { "content-type": type } : {}),
    );
  }

  private async encode(
    body: { json: unknown } | { form: FormData } | undefined,
  ): Promise<[Buffer | undefined, string | undefined]> {
    if (!body) return [undefined, undefined];
    if ("json" in body) return [Buffer.from(JSON.stringify(body.json)), "application/json"];
    const response = new Response(body.form);
    return [
      Buffer.from(await response.arrayBuffer()),
      response.headers.get("content-type") ?? undefined,
    ];
  }

  raw(
    method: string,
    path: string,
    payload: Buffer | undefined,
    headers: Record<string, string>,
  ): Promise<Answer> {
    const url = new URL(path, this.base);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method,
          localAddress: this.sourceIp,
          headers: {
            origin: new URL(this.base).origin,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(payload ? { "content-length": String(payload.length) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const setCookie = res.headers["set-cookie"]?.[0];
            if (setCookie) this.cookie = setCookie.split(";")[0] ?? "";
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }
}

let next = 0;
/** A loopback address not used before in this run (127.16.0.1 onwards; Linux routes 127/8 to lo). */
export function freshIp(): string {
  do next++;
  while ((next & 255) === 0);
  return `127.${16 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}`;
}
