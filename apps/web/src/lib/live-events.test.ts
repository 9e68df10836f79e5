import { afterEach, describe, expect, it, vi } from "vitest";
import { useFakeEventSource } from "@web/test/fake-event-source";
import { subscribeLiveEvents, type LiveNotice } from "./live-events";

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function listen(into: LiveNotice[]) {
  const stop = subscribeLiveEvents((notice) => into.push(notice));
  stops.push(stop);
  return stop;
}

describe("live events", () => {
  it("shares one stream among subscribers, opened by the first and closed after the last", () => {
    const streams = useFakeEventSource();
    const first: LiveNotice[] = [];
    const second: LiveNotice[] = [];
    const stopFirst = listen(first);
    const stopSecond = listen(second);
    expect(streams.opened).toHaveLength(1);

    streams.opened[0]!.emit("offer", { type: "offer", offerId: "o1" });
    streams.opened[0]!.emit("message", { type: "message", offerId: "o1" });
    // What the contract does not describe is ignored, not thrown.
    streams.opened[0]!.emit("offer", { kind: "odd" });
    const expected = [
      { type: "offer", offerId: "o1" },
      { type: "message", offerId: "o1" },
    ];
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);

    stopFirst();
    expect(streams.live()).toHaveLength(1);
    stopSecond();
    expect(streams.live()).toHaveLength(0);
  });

  it("reopens a closed stream later each time, and asks for a re-read once back", () => {
    vi.useFakeTimers();
    const streams = useFakeEventSource();
    const heard: LiveNotice[] = [];
    listen(heard);
    streams.opened[0]!.open();

    const drop = (index: number) => {
      const stream = streams.opened[index]!;
      stream.close();
      stream.dispatchEvent(new Event("error"));
    };
    drop(0);
    vi.advanceTimersByTime(999);
    expect(streams.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(streams.opened).toHaveLength(2);

    drop(1);
    vi.advanceTimersByTime(1_999);
    expect(streams.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(streams.opened).toHaveLength(3);

    streams.opened[2]!.open();
    expect(heard).toEqual([{ type: "resync" }]);

    // Back to the first wait after a stream that opened.
    drop(2);
    vi.advanceTimersByTime(1_000);
    expect(streams.opened).toHaveLength(4);
  });

  it("stops retrying when the last subscriber leaves", () => {
    vi.useFakeTimers();
    const streams = useFakeEventSource();
    const stop = listen([]);
    streams.opened[0]!.close();
    streams.opened[0]!.dispatchEvent(new Event("error"));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(streams.opened).toHaveLength(1);
  });
});
