import { existsSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { SCREEN_MODULES } from "./screen-modules";

const WEB_ROOT = path.resolve(import.meta.dirname, "..");

describe("screen modules (what the build preloads per path)", () => {
  it.each(Object.values(ROUTES).filter((path) => path !== ROUTES.auth))(
    "lists the modules of %s",
    (route) => {
      expect(SCREEN_MODULES[route]?.length).toBeGreaterThan(0);
    },
  );

  it("names files that exist, and the not-found screen for any other path", () => {
    expect(SCREEN_MODULES["*"]).toEqual(["src/routes/not-found-page.tsx"]);
    for (const file of Object.values(SCREEN_MODULES).flat()) {
      expect(existsSync(path.join(WEB_ROOT, file)), file).toBe(true);
    }
  });
});
