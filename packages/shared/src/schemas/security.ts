import { z } from "zod";
import * as MESSAGES from "../messages";
import { singleLineText } from "./text-rules";

/**
 * POST /api/auth/totp/enable, /verify and /disable: a six-digit code from the authenticator app,
 * or (verify and disable) one of the recovery codes.
 */
export const totpCodeBodySchema = z.strictObject({
  code: singleLineText().trim().min(1, MESSAGES.enterCode).max(32, MESSAGES.wrongCode),
});
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

/** POST /api/auth/totp/setup: the new secret, shown once as a QR code and as text. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /api/auth/totp/enable: ten single-use codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET /api/auth/totp: whether two-step verification is on. */
export const totpStatusSchema = z.object({ enabled: z.boolean() });

/** What sign-in answers when the password was right and a code is still owed. */
export const secondFactorAnswerSchema = z.object({ secondFactor: z.literal("totp") });
export type SecondFactorAnswer = z.infer<typeof secondFactorAnswerSchema>;

/** GET /api/auth/sessions: one signed-in device; never the token or its hash. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  device: z.string(),
  place: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
