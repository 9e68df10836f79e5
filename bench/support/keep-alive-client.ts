// The login flood's client: one keep-alive HTTP/1.1 connection per simulated person, requests
// written as ready-made bytes and answers read just enough to know the status. Lean, like wrk or
// autocannon, so the load generator takes as little as possible of the CPU the server is measured
// on (node:http costs ~1 ms of CPU per request here; this a small fraction of it).
import { connect, type Socket } from "node:net";

export class KeepAliveClient {
  private socket: Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; body: string }) => void) | undefined;
  private failed: ((error: Error) => void) | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly sourceIp: string,
  ) {}

  /**
   * POSTs `json` to `path` with an Origin header (and `headers`, e.g. a session cookie); resolves
   * with the status and body.
   */
  post(
    path: string,
    origin: string,
    json: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    const body = Buffer.from(JSON.stringify(json));
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nOrigin: ${origin}\r\n` +
      `${extra}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.connection().write(Buffer.concat([Buffer.from(head), body]));
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connection(): Socket {
    if (this.socket) return this.socket;
    const socket = connect({ host: this.host, port: this.port, localAddress: this.sourceIp });
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.read();
    });
    const lost = (error?: Error) => {
      if (this.socket === socket) this.socket = undefined;
      this.buffer = Buffer.alloc(0);
      const failed = this.failed;
      this.waiting = this.failed = undefined;
      failed?.(error ?? new Error("connection closed"));
    };
    socket.on("error", lost);
    socket.on("close", () => lost());
    this.socket = socket;
    return socket;
  }

  /** One whole answer in the buffer (headers, then Content-Length bytes) resolves the request. */
  private read(): void {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString("latin1");
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buffer = this.buffer.subarray(end + 4 + length);
    const status = Number(head.slice(9, 12));
    const waiting = this.waiting;
    this.waiting = this.failed = undefined;
    if (/\r\nconnection:\s*close/i.test(head)) this.close();
    waiting?.({ status, body });
  }
}
