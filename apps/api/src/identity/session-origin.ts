import Bowser from "bowser";
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** What the sessions list shows of where a session is used: never the raw User-Agent or IP. */
export interface SessionOrigin {
  device: string;
  network: string;
}

const UA_MAX = 512;

/** "Chrome on macOS" from a User-Agent; "Unknown device" when it names neither. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent?.slice(0, UA_MAX).trim();
  if (!ua) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(ua);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || UNKNOWN_DEVICE;
}
export const UNKNOWN_DEVICE = "Unknown device";

/** The /24 of an IPv4 address or the /48 of an IPv6 one: enough to tell places apart, not people. */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 3).join(":")}::/48`;
  return "unknown";
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(zeros).fill("0"), ...right].map(
    (part) => part.replace(/^0+(?=.)/, "") || "0",
  );
}

const local = new BlockList();
for (const [net, prefix] of [
  ["10.0.0.0", 8],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  local.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  local.addSubnet(net, prefix, "ipv6");
}

/** The place a person reads: "Local network" for loopback and private ranges, else the network. */
export function placeOf(network: string | null): string {
  if (!network || network === "unknown") return "Unknown network";
  const base = network.split("/")[0]!;
  const v4 = isIPv4(base);
  if (local.check(v4 ? base : base.replace(/::$/, "::1"), v4 ? "ipv4" : "ipv6")) {
    return "Local network";
  }
  return `Network ${network}`;
}

export function originOf(request: {
  ip: string;
  headers: { "user-agent"?: string };
}): SessionOrigin {
  return { device: deviceOf(request.headers["user-agent"]), network: networkOf(request.ip) };
}
