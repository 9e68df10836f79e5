import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { firstPaint } from "./vite/first-paint.ts";
import { flagImages } from "./vite/flag-images.ts";

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
  plugins: [react(), tailwindcss(), flagImages(), firstPaint()],
  resolve: {
    alias: {
      "@lineup/shared": sharedSource,
      "@web": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 30000 } } },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": toApi, "/dev": toApi },
  },
});
