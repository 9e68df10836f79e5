import { Secret, TOTP } from "otpauth";

/**
 * The six-digit code an authenticator app shows for `secret` (base32) at `at`: tests play the
 * person's phone with the same library the server checks codes with.
 */
export function totpCode(secret: string, at: Date = new Date()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** The secret inside an otpauth:// address (what the QR code carries). */
export function secretOfOtpauthUrl(url: string): string {
  const secret = new URL(url).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${url}`);
  return secret;
}
