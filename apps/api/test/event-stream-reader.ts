import type { FastifyInstance } from "fastify";

/** One frame of a text/event-stream: its fields, and the comment lines (heartbeats). */
export interface StreamFrame {
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

/**
 * Reads a server-sent events answer as it arrives, frame by frame (a frame ends with a blank
 * line). Each wait is for bytes the server writes, never for time.
 */
export class EventStreamReader {
  private buffer = "";
  private readonly decoder = new TextDecoder();
  /** Everything received, to check what the stream must never carry. */
  text = "";

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** The next frame, or null when the server ended the stream. */
  async next(): Promise<StreamFrame | null> {
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseFrame(block);
      }
      const { done, value } = await this.reader.read();
      if (done) return null;
      const chunk = this.decoder.decode(value, { stream: true });
      this.text += chunk;
      this.buffer += chunk;
    }
  }

  /** The next frame that carries an event (heartbeats skipped), or null at the end. */
  async nextEvent(): Promise<StreamFrame | null> {
    for (;;) {
      const frame = await this.next();
      if (!frame || frame.event !== undefined) return frame;
    }
  }

  /** Reads until the server ends the stream; the frames it still sent. */
  async rest(): Promise<StreamFrame[]> {
    const frames: StreamFrame[] = [];
    for (let frame = await this.next(); frame; frame = await this.next()) frames.push(frame);
    return frames;
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

function parseFrame(block: string): StreamFrame {
  const frame: StreamFrame = { comments: [] };
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith("event: ")) frame.event = line.slice(7);
    else if (line.startsWith("data: ")) frame.data = line.slice(6);
    else if (line.startsWith("retry: ")) frame.retry = Number(line.slice(7));
  }
  return frame;
}

/** The base URL of an app listening on a free loopback port (server-sent events need a socket). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on a port");
  return `http://127.0.0.1:${address.port}`;
}

/**
 * GET /api/events with this cookie. A 200 comes back with its reader, already past the opening
 * frame (so the page is subscribed); anything else with its JSON body.
 */
export async function openEvents(base: string, cookie?: string) {
  const response = await fetch(`${base}/api/events`, { headers: cookie ? { cookie } : {} });
  if (response.status !== 200) {
    return { response, reader: null, opening: null, json: await response.json() };
  }
  const reader = new EventStreamReader(response.body!.getReader());
  const opening = await reader.next();
  return { response, reader, opening, json: null };
}
