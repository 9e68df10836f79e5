// Where a session is used, as the sessions list shows it (never the raw address or User-Agent):
// pure functions, tested without a server.
import { describe, expect, it } from "vitest";
import { UNKNOWN_DEVICE, deviceOf, networkOf, originOf, placeOf } from "./session-origin";

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

describe("a session's origin", () => {
  it("keeps the /24 of an IPv4 address, also when it comes mapped into IPv6", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("::FFFF:198.51.100.9")).toBe("198.51.100.0/24");
  });

  it("keeps the /48 of an IPv6 address, written short or in full, with leading zeros dropped", () => {
    expect(networkOf("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3::/48");
    expect(networkOf("2001:0db8:0000:0042::1")).toBe("2001:db8:0::/48");
    expect(networkOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1::/48");
    expect(networkOf("2001:db8::")).toBe("2001:db8:0::/48");
    expect(networkOf("::1")).toBe("0:0:0::/48");
    expect(networkOf("fe80::1")).toBe("fe80:0:0::/48");
  });

  it("says unknown for what is not an address", () => {
    expect(networkOf("nope")).toBe("unknown");
    expect(networkOf("")).toBe("unknown");
    expect(placeOf("unknown")).toBe("Unknown network");
    expect(placeOf(null)).toBe("Unknown network");
  });

  it("calls loopback and the private ranges the local network, and names any other network", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.16.5.4", "172.31.9.9", "192.168.1.20"]) {
      expect(placeOf(networkOf(ip)), ip).toBe("Local network");
    }
    for (const ip of ["169.254.1.1", "::1", "fe80::1", "fd12:3456:789a::1"]) {
      expect(placeOf(networkOf(ip)), ip).toBe("Local network");
    }
    expect(placeOf(networkOf("172.32.0.1"))).toBe("Network 172.32.0.0/24");
    expect(placeOf(networkOf("11.0.0.1"))).toBe("Network 11.0.0.0/24");
    expect(placeOf(networkOf("2001:db8:85a3::1"))).toBe("Network 2001:db8:85a3::/48");
  });

  it("names the browser and system of a User-Agent, and an unknown device otherwise", () => {
    expect(deviceOf(CHROME_ON_MAC)).toBe("Chrome on macOS");
    expect(deviceOf(`   ${CHROME_ON_MAC}   `)).toBe("Chrome on macOS");
    expect(deviceOf(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceOf("   ")).toBe(UNKNOWN_DEVICE);
    expect(deviceOf("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
    // A browser that names no system is shown by its name alone.
    expect(deviceOf("Firefox/125.0")).toBe("Firefox");
    // Only the first 512 characters are read: a browser named after them is not seen.
    expect(deviceOf(`${"x".repeat(512)} ${CHROME_ON_MAC}`)).toBe(UNKNOWN_DEVICE);
  });

  it("reads both from the request", () => {
    expect(originOf({ ip: "203.0.113.77", headers: { "user-agent": CHROME_ON_MAC } })).toEqual({
      device: "Chrome on macOS",
      network: "203.0.113.0/24",
    });
  });
});
