import type { FastifyBaseLogger } from "fastify";

/**
 * Work whose duration would tell whether an address has an account (looking it up, writing a
 * token and an e-mail) runs after the answer is sent, so known and unknown addresses answer in
 * the same time as well as with the same words (DESIGN.md "Security rules"; found by the
 * resilience enumeration check: a known address took 2.5 ms longer).
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  run(log: FastifyBaseLogger, what: string, work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** On close: let running work finish (up to a limit) before the database goes away. */
  async drain(timeoutMs = 5000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.pending]), limit]);
    clearTimeout(timer);
  }
}
