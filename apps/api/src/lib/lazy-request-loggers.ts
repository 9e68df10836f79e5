import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions } from "fastify/types/logger";

type Method = "info" | "error" | "debug" | "fatal" | "warn" | "trace" | "silent";
type MakeChild = (
  this: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildLoggerOptions,
) => FastifyBaseLogger;

/** A child of the root logger that is made only when it first writes a line. */
class LazyChildLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly makeChild: MakeChild,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions | undefined,
  ) {}

  private get made(): FastifyBaseLogger {
    return (this.#made ??= this.makeChild.call(this.root, this.bindings, this.options));
  }

  private write(method: Method, args: unknown[]): void {
    const made = this.made;
    Reflect.apply(made[method], made, args);
  }

  get level(): string {
    return this.made.level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
  info(...args: unknown[]): void {
    this.write("info", args);
  }
  error(...args: unknown[]): void {
    this.write("error", args);
  }
  debug(...args: unknown[]): void {
    this.write("debug", args);
  }
  fatal(...args: unknown[]): void {
    this.write("fatal", args);
  }
  warn(...args: unknown[]): void {
    this.write("warn", args);
  }
  trace(...args: unknown[]): void {
    this.write("trace", args);
  }
  silent(...args: unknown[]): void {
    this.write("silent", args);
  }
}

/**
 * Makes the root logger's children lazy. Fastify gives every request a child of the root logger
 * (the request id bound into its lines); most requests write no line, and making the child cost
 * about 2,500 instructions of a trivial request's 90,000 (docs/decisions/0049).
 */
export function lazyRootChildren(root: FastifyBaseLogger): void {
  const makeChild: MakeChild = Reflect.get(root, "child");
  // pino's children inherit the root's own properties: theirs make children as pino does.
  const child = function (
    this: FastifyBaseLogger,
    bindings: Bindings,
    options?: ChildLoggerOptions,
  ) {
    if (this !== root) return makeChild.call(this, bindings, options);
    return new LazyChildLogger(root, makeChild, bindings, options);
  };
  Object.defineProperty(root, "child", { value: child, writable: true, configurable: true });
}
