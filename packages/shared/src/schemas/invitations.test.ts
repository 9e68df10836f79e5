import { describe, expect, it } from "vitest";
import { accepts, messagesAt, parsed } from "../testing/schema-kit";
import {
  invitationInfoSchema,
  inviteAthleteBodySchema,
  nameAgentBodySchema,
  representationOverviewSchema,
  representationSchema,
  sentInvitationSchema,
} from "./invitations";

describe("inviting and naming an agent", () => {
  it("invites an athlete by e-mail (spec §7: body {email})", () => {
    expect(parsed(inviteAthleteBodySchema, { email: " Jo@Example.com " })).toEqual({
      email: "jo@example.com",
    });
    expect(messagesAt(inviteAthleteBodySchema, { email: "" }, "email")[0]).toBe(
      "Please enter email",
    );
    expect(accepts(inviteAthleteBodySchema, { email: "jo@example.com", agentId: "a1" })).toBe(
      false,
    );
  });

  it("names an agent by e-mail", () => {
    expect(parsed(nameAgentBodySchema, { agentEmail: "Alex@Example.com" })).toEqual({
      agentEmail: "alex@example.com",
    });
    expect(accepts(nameAgentBodySchema, { agentEmail: "alex" })).toBe(false);
    expect(accepts(nameAgentBodySchema, { agentEmail: "alex@example.com", x: 1 })).toBe(false);
  });
});

describe("invitations' and representation's answers", () => {
  it.each(["sent", "joined", "expired", "accepted", "declined", "ended"])(
    "a sent invitation, %s",
    (state) => {
      const sent = {
        id: "i1",
        email: "jo@example.com",
        state,
        sentAt: "2026-11-01",
        expiresAt: "2026-11-02",
      };
      expect(parsed(sentInvitationSchema, sent)).toEqual(sent);
    },
  );

  it("what a link is about, both ways", () => {
    for (const kind of ["agent_invites_athlete", "athlete_names_agent"]) {
      const info = {
        kind,
        email: "jo@example.com",
        inviterEmail: "alex@example.com",
        inviterName: null,
      };
      expect(parsed(invitationInfoSchema, info)).toEqual(info);
    }
    expect(
      accepts(invitationInfoSchema, {
        kind: "friend",
        email: "",
        inviterEmail: "",
        inviterName: null,
      }),
    ).toBe(false);
  });

  it("who represents whom", () => {
    const party = { name: "Jordan Miles", email: "jo@example.com" };
    expect(parsed(representationSchema, { athletes: [party], agent: null })).toEqual({
      athletes: [party],
      agent: null,
    });
    expect(parsed(representationSchema, { athletes: [], agent: party })).toEqual({
      athletes: [],
      agent: party,
    });
    const overview = {
      current: [{ ...party, id: "r1", since: "2026-11-01" }],
      incoming: [{ id: "r2", name: "Alex Agent", sentAt: "2026-11-02" }],
      outgoing: [{ id: "r3", sentAt: "2026-11-03" }],
      invitedBy: party,
    };
    expect(parsed(representationOverviewSchema, overview)).toEqual(overview);
    const hidden = {
      ...overview,
      outgoing: [{ id: "r3", sentAt: "2026-11-03", email: "x@example.com" }],
    };
    expect(parsed(representationOverviewSchema, hidden)).toEqual(overview);
  });
});
