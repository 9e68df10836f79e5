import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A stand-in for the browser's EventSource in unit tests (jsdom has none): records every stream
 * the page opens and lets a test deliver a named event, drop the stream, or see it closed.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server's `event: <name>` with `data` as JSON. */
  emit(name: string, data: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
    });
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.dispatchEvent(new Event("open"));
    });
  }

  /** The streams still open. */
  static live(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }
}

/** Installs the fake for one test file's tests; answers the class to inspect streams. */
export function useFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource;
}
