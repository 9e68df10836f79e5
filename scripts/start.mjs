// `npm start`: build what changed (nothing, the second time), then run the server: in this
// process when it already has the server's environment, else in a child that has it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { lacksServerEnvironment, serverEnvironment } from "./server-environment.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/api/dist/server.js");
await import(pathToFileURL(path.join(root, "scripts/build.mjs")).href);

if (lacksServerEnvironment()) {
  const child = spawn(process.execPath, [...process.execArgv, server], {
    env: serverEnvironment(),
    stdio: "inherit",
  });
  // Ctrl-C reaches both processes; the server shuts down gracefully and this one follows it.
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import(pathToFileURL(server).href);
}
