import { describe, expect, it } from "vitest";
import type { Db } from "./client";
import { preparedOnce } from "./prepared-once";

describe("preparedOnce", () => {
  it("builds a named query once per database and hands the same one back", () => {
    const one = {} as Db;
    const other = {} as Db;
    const built: string[] = [];
    const build = (_db: Db, name: string) => {
      built.push(name);
      return { name, serial: built.length };
    };
    const first = preparedOnce(one, "find_user", build);
    expect(preparedOnce(one, "find_user", build)).toBe(first);
    expect(preparedOnce(one, "create_session", build)).not.toBe(first);
    expect(preparedOnce(other, "find_user", build)).not.toBe(first);
    expect(built).toEqual(["find_user", "create_session", "find_user"]);
  });
});
