// Pages holding GET /api/events open, as many as a figure needs, each on its own socket: the
// bench's side of server-sent events (node:http, so a thousand cost little in the bench).
import { request, type ClientRequest } from "node:http";

/** What an `event:` frame carries (modules/live-events). */
export interface PageEvent {
  type: "offer" | "message";
  offerId: string;
}

/**
 * Opens the stream with this session cookie and resolves once its opening frame arrived (the
 * server has subscribed the page by then). Each `event:` frame's data (its type and offer id)
 * goes to `onEvent`; the promise gives the function that closes the page.
 */
export function openEventPage(
  base: string,
  cookie: string,
  onEvent: (event: PageEvent, at: number) => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let opened = false;
    let buffer = "";
    const req: ClientRequest = request(
      `${base}/api/events`,
      { headers: { cookie, accept: "text/event-stream" }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`GET /api/events answered ${res.statusCode}`));
          return;
        }
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (data) onEvent(JSON.parse(data) as PageEvent, at);
            if (!opened) {
              opened = true;
              resolve(() => req.destroy());
            }
            end = buffer.indexOf("\n\n");
          }
        });
      },
    );
    req.on("error", (error) => {
      if (!opened) reject(error);
    });
    req.end();
  });
}
