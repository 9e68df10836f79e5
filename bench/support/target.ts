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
  /** Where its data lives: the server's DATA_DIR, and the PostgreSQL database when there is one. */
  storage: { dataDir: string; databaseUrl?: string | undefined };
  /** Stops the server, runs `work` (PGlite has one owner at a time), starts it again. */
  offline: (work: () => Promise<void>) => Promise<Server>;
  /** Stops the server and starts it again on the same database (timed in its startMs). */
  restart: () => Promise<Server>;
}

export type ServerFigure = (target: Target) => Promise<Row[]>;
