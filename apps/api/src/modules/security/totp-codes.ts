import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

const PERIOD = 30;
/** One step either side: a phone's clock a little off still works. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "") {
  return new TOTP({ issuer: "Lineup", label, secret: Secret.fromBase32(secret), period: PERIOD });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step a six-digit code belongs to, or null when it matches none in the window. */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

// No 0/O, 1/I/L: the codes are typed from paper.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const RECOVERY_CODE_COUNT = 10;

/** Ten codes of ten characters (about 49 bits each), shown as "ABCDE-FGHJK". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces, with or without its dash) in its stored form. */
export function normaliseRecoveryCode(typed: string): string | null {
  const chars = typed.toUpperCase().replace(/[\s-]/g, "");
  if (chars.length !== 10 || [...chars].some((c) => !ALPHABET.includes(c))) return null;
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
