// `npm start`: build what changed (nothing, the second time), then run the server in this process.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await import(pathToFileURL(path.join(root, "scripts/build.mjs")).href);
await import(pathToFileURL(path.join(root, "apps/api/dist/server.js")).href);
