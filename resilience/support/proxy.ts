// A small round-robin HTTP reverse proxy in front of several server instances, as a load balancer
// would be: each request goes to the next instance, with the client's address appended to
// X-Forwarded-For. Counts how many requests each instance got.
import http from "node:http";

export interface Proxy {
  base: string;
  /** requests forwarded to each upstream, in the order given */
  counts: number[];
  close: () => Promise<void>;
}

export async function startProxy(port: number, upstreams: string[]): Promise<Proxy> {
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length;
    const target = targets[index]!;
    counts[index]!++;
    const given = request.headers["x-forwarded-for"];
    const client = request.socket.remoteAddress ?? "";
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...request.headers,
          "x-forwarded-for": given ? `${String(given)}, ${client}` : client,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ message: "Bad gateway", code: "BAD_GATEWAY", statusCode: 502 }),
      );
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
