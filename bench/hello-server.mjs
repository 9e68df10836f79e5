// The baseline: a bare Fastify hello-world, run the same way as the real server.
import { executionAsyncResource } from "node:async_hooks";
import Fastify from "fastify";

// As the real server does (apps/api/src/lib/keep-tick-shape.ts): keeps one tick object alive, so
// an idle collection cannot turn this process's nextTick slow and flatter the app's ratio.
const kept = [];
process.nextTick(() => kept.push(executionAsyncResource()));

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
