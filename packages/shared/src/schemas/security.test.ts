import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, messagesAt, parsed } from "../testing/schema-kit";
import {
  recoveryCodesSchema,
  secondFactorAnswerSchema,
  sessionSummarySchema,
  totpCodeBodySchema,
  totpSetupSchema,
  totpStatusSchema,
} from "./security";

describe("a two-step verification code", () => {
  it("is asked for, trimmed, and at most 32 characters", () => {
    expect(parsed(totpCodeBodySchema, { code: " 123456 " })).toEqual({ code: "123456" });
    expect(messagesAt(totpCodeBodySchema, { code: "  " }, "code")).toEqual([MESSAGES.enterCode]);
    expect(parsed(totpCodeBodySchema, { code: "a".repeat(32) }).code).toHaveLength(32);
    expect(messagesAt(totpCodeBodySchema, { code: "a".repeat(33) }, "code")).toEqual([
      MESSAGES.wrongCode,
    ]);
    expect(accepts(totpCodeBodySchema, { code: "123456", remember: true })).toBe(false);
  });
});

describe("security's answers", () => {
  it("keep what they list, never a session's token", () => {
    const setup = { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/Lineup" };
    expect(parsed(totpSetupSchema, setup)).toEqual(setup);
    expect(parsed(recoveryCodesSchema, { recoveryCodes: ["a", "b"] })).toEqual({
      recoveryCodes: ["a", "b"],
    });
    expect(parsed(totpStatusSchema, { enabled: true })).toEqual({ enabled: true });
    expect(parsed(secondFactorAnswerSchema, { secondFactor: "totp" })).toEqual({
      secondFactor: "totp",
    });
    expect(accepts(secondFactorAnswerSchema, { secondFactor: "sms" })).toBe(false);
    const session = {
      id: "s1",
      device: "Firefox on Linux",
      place: "Austin, TX",
      createdAt: "2026-11-01",
      lastUsedAt: "2026-11-02",
      current: true,
    };
    expect(parsed(sessionSummarySchema, { ...session, token: "secret" })).toEqual(session);
  });
});
