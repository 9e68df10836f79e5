// One database the server figures run on: its running server, its e-mail sink, the baseline.
import type { MailInbox } from "@lineup/test-kit";
import type { Row } from "./row";
import type { Server } from "./servers";

export interface Target {
  /** "pglite" (embedded) or "postgres". */
  name: string;
  app: Server;
  hello: Server;
  sink: MailInbox;
  /** Stops the server and starts it again on the same database (timed in its startMs). */
  restart: () => Promise<Server>;
}

export type ServerFigure = (target: Target) => Promise<Row[]>;
