import { vi } from "vitest";
import type { MockReply } from "./mock-api";

/** One upload the app sent: method, path and its multipart fields in order. */
export type XhrCall = {
  method: string;
  path: string;
  fields: Array<[name: string, value: string | File]>;
};

/** Answers one upload; `progress` reports a share sent, as the browser would. */
type XhrHandler = (
  call: XhrCall,
  progress: (fraction: number) => void,
) => MockReply | Promise<MockReply>;

/**
 * Replaces XMLHttpRequest (used for uploads, for their progress events) with a table of answers
 * keyed by "METHOD /path". A call without an entry answers 404 in the API's error shape.
 */
export function mockXhr(handlers: Record<string, XhrHandler | MockReply> = {}) {
  const calls: XhrCall[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = "";
    private method = "GET";
    private path = "";

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.path = new URL(url, "http://localhost").pathname;
    }

    setRequestHeader() {}

    abort() {
      this.onabort?.();
    }

    send(body: FormData) {
      const call: XhrCall = { method: this.method, path: this.path, fields: [...body.entries()] };
      calls.push(call);
      const entry = handlers[`${call.method} ${call.path}`];
      const progress = (fraction: number) =>
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: fraction * 1000,
          total: 1000,
        } as ProgressEvent);
      void Promise.resolve()
        .then(() =>
          typeof entry === "function"
            ? entry(call, progress)
            : (entry ?? {
                status: 404,
                body: { message: `No stub for ${call.method} ${call.path}`, code: "NOT_FOUND" },
              }),
        )
        .then((reply) => {
          this.status = reply.status ?? 200;
          this.responseText = reply.body === undefined ? "" : JSON.stringify(reply.body);
          this.onload?.();
        });
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}

/** The values of one multipart field, in order. */
export function fieldValues(call: XhrCall | undefined, name: string): Array<string | File> {
  return (call?.fields ?? []).filter(([field]) => field === name).map(([, value]) => value);
}
