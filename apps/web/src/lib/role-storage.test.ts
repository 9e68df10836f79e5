import { STORAGE_KEYS } from "@lineup/shared";
import { describe, expect, it, vi } from "vitest";
import { getStoredRole, setStoredRole } from "./role-storage";

describe("role storage", () => {
  it("stores the role under the spec's key and reads it back", () => {
    setStoredRole("business");

    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("business");
    expect(getStoredRole()).toBe("business");
  });

  it("keeps the login pseudo-role used by the OAuth redirect", () => {
    setStoredRole("login");
    expect(getStoredRole()).toBe("login");
  });

  it("reads nothing, or an unknown value, as no role", () => {
    expect(getStoredRole()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userRole, "coach");
    expect(getStoredRole()).toBeNull();
  });

  it("survives storage that throws on every call", () => {
    const failure = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(failure);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(failure);

    expect(() => setStoredRole("athlete")).not.toThrow();
    expect(getStoredRole()).toBeNull();
  });

  it("survives a browser where touching localStorage itself throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied.", "SecurityError");
    });

    expect(() => setStoredRole("agent")).not.toThrow();
    expect(getStoredRole()).toBeNull();
  });
});
