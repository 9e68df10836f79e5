// Vite's build sets NODE_ENV=production in the process that calls it. `npm start` builds and then
// starts the server from the same process, so without this the server ran in production whenever
// the web app was rebuilt: no /dev/mail, no printed links, and a newcomer could confirm nothing
// (issue 19, point 13). The build keeps its own mode; the caller's process keeps the one asked for.

/** Runs Vite's build with `config`, then gives NODE_ENV back the value (or absence) it had. */
export async function viteBuildInAskedMode(config) {
  const asked = process.env.NODE_ENV;
  try {
    const { build } = await import("vite");
    await build(config);
  } finally {
    if (asked === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = asked;
  }
}
