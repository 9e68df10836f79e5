import { describe, expect, it } from "vitest";
import { accepts, parsed } from "../testing/schema-kit";
import { accountExportSchema } from "./account-export";

const exported = {
  format: "lineup-account-export/1",
  exportedAt: "2026-12-01T00:00:00Z",
  account: {
    id: "u1",
    email: "pat@example.com",
    emailConfirmedAt: null,
    role: "individual",
    profileType: "Individual",
    status: "pending",
    statusMessage: null,
    firstName: "Pat",
    middleName: null,
    lastName: "Lee",
    suffix: null,
    businessName: null,
    phoneNumber: null,
    createdAt: "2026-11-01T00:00:00Z",
    registrationCompletedAt: null,
  },
  profile: {
    id: "p3",
    type: "Individual",
    nextStep: "done",
    bio: null,
    avatar: null,
    website: null,
    location: { id: 2, name: "Austin", state: "TX" },
  },
  media: [
    {
      id: "m1",
      kind: "avatar",
      contentType: "image/png",
      size: 10,
      url: "/api/media/m1",
      uploadedAt: "2026-11-01T00:00:00Z",
    },
  ],
  sessions: [
    {
      device: "Firefox on Linux",
      place: "Austin, TX",
      signedInAt: "2026-11-01T00:00:00Z",
      lastUsedAt: "2026-11-02T00:00:00Z",
      current: true,
    },
  ],
  signInProviders: [
    { provider: "google", linkedAt: "2026-11-01T00:00:00Z" },
    { provider: "facebook", linkedAt: "2026-11-01T00:00:00Z" },
  ],
  twoStepVerification: { enabled: false },
  representation: { current: [], incoming: [], outgoing: [], invitedBy: null },
  invitationsSent: [
    { kind: "agent_invites_athlete", email: "a@example.com", sentAt: "2026-11-01", joinedAt: null },
    {
      kind: "athlete_names_agent",
      email: "b@example.com",
      sentAt: "2026-11-01",
      joinedAt: "2026-11-02",
    },
  ],
};

describe("the account export", () => {
  it("keeps everything it lists", () => {
    expect(parsed(accountExportSchema, exported)).toEqual(exported);
    expect(parsed(accountExportSchema, { ...exported, profile: null }).profile).toBeNull();
  });

  it("never carries a secret, even when one is handed to it", () => {
    const leaky = {
      ...exported,
      passwordHash: "x",
      sessions: [{ ...exported.sessions[0], tokenHash: "y" }],
      twoStepVerification: { enabled: true, secret: "z" },
    };
    expect(parsed(accountExportSchema, leaky)).toEqual({
      ...exported,
      twoStepVerification: { enabled: true },
    });
  });

  it("names its format", () => {
    expect(accepts(accountExportSchema, { ...exported, format: "lineup-account-export/2" })).toBe(
      false,
    );
  });
});
