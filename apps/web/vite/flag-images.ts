import { createReadStream, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const flagsDir = path.join(
  path.dirname(require.resolve("flag-icons/package.json")),
  "flags",
  "4x3",
);

/** Where the flags are served; the app's country-flag.tsx builds its URLs from the same path. */
const FLAG_PATH = "flags";

/**
 * The phone field's country flags as images that ship with the app (flag-icons, MIT): emoji flags
 * render as empty boxes where the system has no emoji font (decision 0075). Each flag is its own
 * file, fetched only when shown, so no screen's JavaScript grows; the build copies them to
 * `dist/flags/`, and the dev server serves them from the package.
 */
export function flagImages(): Plugin {
  return {
    name: "lineup:flag-images",
    configureServer(server) {
      server.middlewares.use(`/${FLAG_PATH}`, (request, response, next) => {
        const file = path.basename(request.url ?? "");
        if (!/^[a-z-]+\.svg$/.test(file)) return next();
        response.setHeader("content-type", "image/svg+xml");
        createReadStream(path.join(flagsDir, file))
          .on("error", () => next())
          .pipe(response);
      });
    },
    generateBundle() {
      for (const file of readdirSync(flagsDir)) {
        this.emitFile({
          type: "asset",
          fileName: `${FLAG_PATH}/${file}`,
          source: readFileSync(path.join(flagsDir, file)),
        });
      }
    },
  };
}
