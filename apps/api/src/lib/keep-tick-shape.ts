import { executionAsyncResource } from "node:async_hooks";

/**
 * Keeps one `process.nextTick` entry alive for the life of the process.
 *
 * Node builds every queued tick as the object literal
 * `{ [async_id_symbol]: id, [trigger_async_id_symbol]: id, callback, args }`. V8 holds the hidden
 * classes (maps) of that literal's later properties only weakly. After a few full garbage
 * collections with no tick queued (an idle server's memory reducer runs exactly those), the maps
 * die. The literal's next run then sees new maps, and its property stores turn megamorphic for the
 * rest of the process: every `nextTick`, about 30 per HTTP request inside Node's streams, becomes
 * a runtime call. That was a quarter of a trivial request's instructions (docs/decisions/0048).
 *
 * A live tick object holds its map, and its map holds the chain before it, so the stores stay
 * monomorphic. Imported first by the server, so it runs before module loading's collections.
 */
const kept: object[] = [];
process.nextTick(() => kept.push(executionAsyncResource()));
