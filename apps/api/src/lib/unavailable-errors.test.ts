import { connect, createServer, type Server, type Socket } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { withDatabase } from "@api-test/global-setup";
import { describeOnPostgres } from "@api-test/test-database";
import { isDatabaseUnavailable } from "./unavailable-errors";

describe("isDatabaseUnavailable", () => {
  it("recognises a database that refuses connections, through Drizzle's wrapping", async () => {
    const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:9/none" });
    const error = await database.db.execute(sql`select 1`).catch((e: unknown) => e);
    await database.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a server shutting down, and nothing else", () => {
    expect(isDatabaseUnavailable({ code: "57P01", message: "terminating connection" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "23505", message: "duplicate key" })).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});

/** A TCP relay to PostgreSQL that a test can cut, as if the database server stopped. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = (at: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => s.destroy());
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(at, "127.0.0.1", () => {
        const address = server!.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  const bound = await open(0);
  return {
    port: bound,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => open(bound),
  };
}

// Resilience check postgres-outage: with PostgreSQL stopped, database-backed calls answered 500.
describeOnPostgres("the database going away", (url) => {
  const name = `lineup_test_${randomBytes(6).toString("hex")}`;
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("answers 503 in the error shape while it is away, and recovers by itself", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    await admin.end();
    const relay = await relayTo(new URL(url));
    const relayed = new URL(withDatabase(url, name));
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relay.port);
    const database = await openDatabase({ url: relayed.toString(), poolSize: 2 });
    const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), {
      database,
      startOutbox: false,
    });
    const signIn = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/local/signIn",
        headers: { origin: "http://localhost:3000" },
        payload: { email: "nobody@example.com", password: "Blue-Harbor-Sprint-42" },
      });
    try {
      expect((await signIn()).statusCode).toBe(401);
      await relay.cut();
      const down = await signIn();
      expect(down.statusCode).toBe(503);
      expect(down.headers["retry-after"]).toBe("5");
      expect(down.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", statusCode: 503 });
      await relay.restore();
      expect((await signIn()).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
      await relay.cut();
    }
  });
});
