import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { SCREEN_MODULES } from "./src/screen-modules.ts";
import { chunkGroups } from "./vite/chunk-groups.ts";
import { lightPreloadHelper } from "./vite/light-preload-helper.ts";
import { screenPreload } from "./vite/screen-preload.ts";

const sharedSource = fileURLToPath(new URL("../../packages/shared/src/index.ts", import.meta.url));

/**
 * The API refuses state-changing requests whose Origin is not its own (DESIGN.md, Security), so
 * the dev proxy presents the API's origin instead of the Vite dev server's.
 */
const toApi: ProxyOptions = {
  target: "http://127.0.0.1:3000",
  configure: (proxy) => {
    proxy.on("proxyReq", (req) => req.setHeader("origin", "http://localhost:3000"));
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    lightPreloadHelper(),
    screenPreload(import.meta.dirname, SCREEN_MODULES),
  ],
  resolve: {
    alias: { "@lineup/shared": sharedSource },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // A screen's imports are preloaded by its path (lib/preload-screen.ts); a lazy schema or
    // dialog fetches its few imports after it. Otherwise every chunk with an import() carries a
    // list of file names (0.4 KiB gzip in the router's chunk alone, on every first load;
    // docs/decisions/0040). Stylesheets stay listed.
    modulePreload: {
      // index.html keeps its links: the first load's chunks, requested beside the entry.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    rolldownOptions: {
      // packages/shared only declares constants, functions and zod schemas. Saying so lets the
      // bundler drop the schemas a chunk does not use; otherwise every screen would pay for zod
      // (about 25 KB gzip) just by importing a route constant.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": toApi, "/dev": toApi },
  },
});
