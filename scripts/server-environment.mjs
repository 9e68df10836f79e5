// The environment the server process starts with: read by `npm start` and by every harness that
// starts the production build as production does (bench, resilience, e2e).

/**
 * glibc gives each thread that allocates (libvips, libuv's pool, the hashing workers) an arena of
 * its own and keeps what they free there: after the bench's uploads the server rested at 405 MiB,
 * with two arenas at 289 MiB (docs/decisions/0046). Only the process's start can set it.
 */
const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" };

/** The settings above that `env` leaves unset or empty. */
function missing(env) {
  return Object.entries(SERVER_ENVIRONMENT).filter(([name]) => !env[name]);
}

/** `env` with each setting above that it does not set itself. */
export function serverEnvironment(env = process.env) {
  return { ...env, ...Object.fromEntries(missing(env)) };
}

/** Whether this process started without a setting that matters on this platform. */
export function lacksServerEnvironment(env = process.env) {
  return process.platform === "linux" && missing(env).length > 0;
}
