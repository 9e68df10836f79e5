import { loadConfig, loadDotEnv } from "../config";
import { openDatabase } from "./client";
import { prepareDatabase } from "./prepare-database";

/** `npm run db:migrate`: migrate and seed the configured database, then exit. */
loadDotEnv();
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: `${config.dataDir}/db`,
});
try {
  await prepareDatabase(database);
  console.log(`Database ready (${database.kind}).`);
} finally {
  await database.close();
}
