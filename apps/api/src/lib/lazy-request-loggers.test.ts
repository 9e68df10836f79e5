import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { lazyRootChildren } from "./lazy-request-loggers";

function rootLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const root = pino({ level: "info" }, sink);
  // pino's own child(), spied on where pino keeps it: counts the children really made.
  const made = vi.spyOn(Object.getPrototypeOf(root) as typeof root, "child");
  lazyRootChildren(root);
  return { root, lines, made };
}

describe("lazyRootChildren", () => {
  it("makes a request's child only when it writes, with its bindings on the line", () => {
    const { root, lines, made } = rootLogger();
    root.child({ reqId: "quiet-1" });
    const loud = root.child({ reqId: "loud-1" });
    expect(made).not.toHaveBeenCalled();
    loud.info({ statusCode: 500 }, "request completed");
    loud.debug("below the level");
    expect(made).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: "loud-1", statusCode: 500, msg: "request completed" }),
    ]);
  });

  it("keeps every binding of a child's own children", () => {
    const { root, lines } = rootLogger();
    const grandchild = root.child({ reqId: "r-1" }).child({ module: "outbox" });
    grandchild.warn("late");
    grandchild.child({ step: 2 }).error("later");
    expect(lines).toEqual([
      expect.objectContaining({ reqId: "r-1", module: "outbox", msg: "late" }),
      expect.objectContaining({ reqId: "r-1", module: "outbox", step: 2, msg: "later" }),
    ]);
  });
});
