import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite database, dumped; every test file loads its own copy. */
    pgliteTemplateFile: string;
    /** Name of a migrated and seeded PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template per database kind, once per run: copying it is far faster than
 * seeding 16,000 cities in every test file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), "lineup-test-"));
  const template = await openDatabase({});
  await prepareDatabase(template);
  const file = path.join(dir, "template.tar.gz");
  writeFileSync(file, Buffer.from(await (await template.dumpDataDir!()).arrayBuffer()));
  await template.close();
  project.provide("pgliteTemplateFile", file);

  const url = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (url) {
    const name = `lineup_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const templateUrl = withDatabase(url, name);
    const db = await openDatabase({ url: templateUrl, poolSize: 1 });
    await prepareDatabase(db);
    await db.close();
    project.provide("postgresTemplate", name);
    dropTemplate = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    project.provide("postgresTemplate", "");
  }

  return async () => {
    await dropTemplate();
    rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
