import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import {
  auditEntrySchema,
  operatorAcceptAnswerSchema,
  operatorAcceptBodySchema,
  operatorAcceptFormSchema,
  operatorAccountDetailSchema,
  operatorAccountItemSchema,
  operatorAccountListSchema,
  operatorAccountsQuerySchema,
  operatorAuditListSchema,
  operatorAuditQuerySchema,
  operatorBulkDecisionAnswerSchema,
  operatorBulkDecisionBodySchema,
  operatorDecisionAnswerSchema,
  operatorDecisionBodySchema,
  operatorFunnelSchema,
  operatorInviteBodySchema,
  operatorListSchema,
  operatorMessageField,
  operatorProfileSchema,
} from "./operator";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const STATUSES = ["pending", "approved", "changes_requested", "rejected", "suspended"];
const ROLES = ["athlete", "individual", "agent", "business"];

describe("the waiting list's query", () => {
  const query = operatorAccountsQuerySchema;

  it("reads page 1 of 25 newest accounts when nothing is asked", () => {
    expect(parsed(query, {})).toEqual({ page: 1, pageSize: 25, sort: "newest" });
  });

  it("takes a page from 1 to 100,000 and says what is wrong with any other", () => {
    expect(parsed(query, { page: "1" }).page).toBe(1);
    expect(parsed(query, { page: "100000" }).page).toBe(100_000);
    expect(messagesAt(query, { page: "0" }, "page")).toEqual(["page must be at least 1"]);
    expect(messagesAt(query, { page: "100001" }, "page")).toEqual(["page is too large"]);
    expect(messagesAt(query, { page: "2.5" }, "page")).toEqual(["page must be a whole number"]);
    expect(messagesAt(query, { page: "two" }, "page")).toEqual(["page must be a number"]);
  });

  it("takes 1 to 100 accounts a page", () => {
    expect(parsed(query, { pageSize: "1" }).pageSize).toBe(1);
    expect(parsed(query, { pageSize: "100" }).pageSize).toBe(100);
    expect(accepts(query, { pageSize: "0" })).toBe(false);
    expect(accepts(query, { pageSize: "101" })).toBe(false);
    expect(accepts(query, { pageSize: "2.5" })).toBe(false);
    expect(messagesAt(query, { pageSize: "many" }, "pageSize")).toEqual([
      "pageSize must be a number",
    ]);
  });

  it.each(STATUSES)("filters by the status %s", (status) => {
    expect(parsed(query, { status }).status).toBe(status);
  });

  it.each(ROLES)("filters by the role %s, never by operator", (role) => {
    expect(parsed(query, { role }).role).toBe(role);
    expect(accepts(query, { role: "operator" })).toBe(false);
    expect(accepts(query, { status: "deleted" })).toBe(false);
  });

  it("reads a state as two capital letters, trimmed", () => {
    expect(parsed(query, { state: " tx " }).state).toBe("TX");
    expect(accepts(query, { state: "T" })).toBe(false);
    expect(accepts(query, { state: "TEX" })).toBe(false);
  });

  it("takes a sport as a positive whole id", () => {
    expect(parsed(query, { sport: "12" }).sport).toBe(12);
    expect(accepts(query, { sport: "0" })).toBe(false);
    expect(accepts(query, { sport: "1.5" })).toBe(false);
  });

  it("takes up to 100 characters of text to find, trimmed", () => {
    expect(parsed(query, { q: "  jordan  " }).q).toBe("jordan");
    expect(parsed(query, { q: ` ${"a".repeat(100)} ` }).q).toHaveLength(100);
    expect(accepts(query, { q: "a".repeat(101) })).toBe(false);
  });

  it("sorts newest or oldest first, and refuses unknown parameters", () => {
    expect(parsed(query, { sort: "oldest" }).sort).toBe("oldest");
    expect(parsed(query, { sort: "newest" }).sort).toBe("newest");
    expect(accepts(query, { sort: "name" })).toBe(false);
    expect(accepts(query, { limit: "5" })).toBe(false);
  });
});

describe("an operator's message to the person", () => {
  it("is trimmed, may have paragraphs and holds at most 2,000 characters", () => {
    expect(parsed(operatorMessageField, "  Fix the bio.\nThanks  ")).toBe("Fix the bio.\nThanks");
    expect(parsed(operatorMessageField, ` ${"a".repeat(2000)} `)).toHaveLength(2000);
    expect(messagesAt(operatorMessageField, "a".repeat(2001))).toEqual([
      "Must be at most 2000 characters",
    ]);
  });
});

describe("a decision on one account", () => {
  const body = operatorDecisionBodySchema;

  it.each(["approve", "suspend"])("%s needs no message", (decision) => {
    expect(parsed(body, { decision })).toEqual({ decision });
  });

  it.each(["request_changes", "reject"])("%s needs a message the person reads", (decision) => {
    expect(issuesOf(body.safeParse({ decision }))).toEqual({
      message: [MESSAGES.operatorMessageRequired],
    });
    expect(messagesAt(body, { decision, message: "   " }, "message")).toEqual([
      MESSAGES.operatorMessageRequired,
    ]);
    expect(parsed(body, { decision, message: " Add a photo " })).toEqual({
      decision,
      message: "Add a photo",
    });
  });

  it("refuses an unknown decision and unknown fields", () => {
    expect(accepts(body, { decision: "delete" })).toBe(false);
    expect(accepts(body, { decision: "approve", status: "approved" })).toBe(false);
  });
});

describe("a decision on many accounts", () => {
  const body = operatorBulkDecisionBodySchema;
  const ids = (n: number) => Array.from({ length: n }, (_, i) => uuid(i + 1));

  it("takes 1 to 100 account ids", () => {
    expect(parsed(body, { ids: ids(1), decision: "approve" }).ids).toEqual(ids(1));
    expect(parsed(body, { ids: ids(100), decision: "approve" }).ids).toHaveLength(100);
    expect(messagesAt(body, { ids: [], decision: "approve" }, "ids")).toEqual([
      "Choose at least one account",
    ]);
    expect(messagesAt(body, { ids: ids(101), decision: "approve" }, "ids")).toEqual([
      "At most 100 accounts at once",
    ]);
    expect(accepts(body, { ids: ["not-an-id"], decision: "approve" })).toBe(false);
  });

  it("needs a message to reject or request changes, as one decision does", () => {
    expect(messagesAt(body, { ids: ids(2), decision: "reject" }, "message")).toEqual([
      MESSAGES.operatorMessageRequired,
    ]);
    expect(messagesAt(body, { ids: ids(2), decision: "request_changes" }, "message")).toEqual([
      MESSAGES.operatorMessageRequired,
    ]);
    expect(parsed(body, { ids: ids(2), decision: "suspend" })).toEqual({
      ids: ids(2),
      decision: "suspend",
    });
    expect(accepts(body, { ids: ids(2), decision: "approve", extra: 1 })).toBe(false);
  });
});

describe("the audit log's query, invitations and acceptance", () => {
  it("reads page 1 by default and refuses other parameters", () => {
    expect(parsed(operatorAuditQuerySchema, {})).toEqual({ page: 1 });
    expect(parsed(operatorAuditQuerySchema, { page: "3" })).toEqual({ page: 3 });
    expect(messagesAt(operatorAuditQuerySchema, { page: "0" }, "page")).toEqual([
      "page must be at least 1",
    ]);
    expect(accepts(operatorAuditQuerySchema, { pageSize: "10" })).toBe(false);
  });

  it("invites by an e-mail address, lower-cased", () => {
    expect(parsed(operatorInviteBodySchema, { email: " Ops@Lineup.Example " })).toEqual({
      email: "ops@lineup.example",
    });
    expect(messagesAt(operatorInviteBodySchema, { email: "" }, "email")).toEqual([
      "Please enter email",
    ]);
    expect(accepts(operatorInviteBodySchema, { email: "a@b.co", role: "operator" })).toBe(false);
  });

  const acceptance = {
    token: "t".repeat(32),
    password: "correct horse",
    firstName: "Dana",
    lastName: "Scully",
  };

  it("accepts with the link's token, a password and a name", () => {
    expect(parsed(operatorAcceptBodySchema, acceptance)).toEqual(acceptance);
    expect(
      messagesAt(operatorAcceptBodySchema, { ...acceptance, firstName: "" }, "firstName")[0],
    ).toBe(MESSAGES.firstNameRequired);
    expect(
      messagesAt(operatorAcceptBodySchema, { ...acceptance, lastName: "" }, "lastName")[0],
    ).toBe(MESSAGES.lastNameRequired);
    expect(
      messagesAt(operatorAcceptBodySchema, { ...acceptance, password: "12345" }, "password")[0],
    ).toBe("Password must be at least 6 characters long");
    expect(accepts(operatorAcceptBodySchema, { ...acceptance, token: "short" })).toBe(false);
  });

  it("has a form without the token, which comes from the link", () => {
    const { token, ...form } = acceptance;
    expect(parsed(operatorAcceptFormSchema, form)).toEqual(form);
    expect(accepts(operatorAcceptFormSchema, { ...form, token })).toBe(false);
  });
});

describe("the console's answers keep every field they list", () => {
  const city = { id: 1, name: "Austin", state: "TX" };
  const named = { id: 2, name: "Basketball" };
  const minor = {
    isMinor: true,
    guardianEmail: "parent@example.com",
    guardianConsent: "requested",
    dateOfBirth: "2010-05-01",
  };
  const item = {
    id: "a1",
    role: "athlete",
    status: "pending",
    name: "Jordan Miles",
    email: "jordan@example.com",
    city,
    sport: named,
    businessType: null,
    progress: "profile_started",
    signedUpAt: "2026-11-01T10:00:00Z",
    minor,
  };

  it("a waiting-list row, for every role, status and progress", () => {
    expect(parsed(operatorAccountListSchema, { list: [item], total: 1 })).toEqual({
      list: [item],
      total: 1,
    });
    for (const role of ROLES)
      expect(parsed(operatorAccountItemSchema, { ...item, role })).toEqual({ ...item, role });
    for (const status of STATUSES)
      expect(accepts(operatorAccountItemSchema, { ...item, status })).toBe(true);
    for (const progress of [
      "signed_up",
      "email_confirmed",
      "profile_started",
      "onboarding_finished",
    ]) {
      expect(accepts(operatorAccountItemSchema, { ...item, progress })).toBe(true);
    }
    const business = { ...item, role: "business", sport: null, businessType: named, minor: null };
    expect(parsed(operatorAccountItemSchema, business)).toEqual(business);
    expect(accepts(operatorAccountItemSchema, { ...item, role: "operator" })).toBe(false);
  });

  const media = { id: "m1", url: "/api/media/m1", contentType: "image/png", size: 10 };
  const athleteProfile = {
    id: "p1",
    type: "Athlete",
    nextStep: "done",
    bio: "Point guard",
    avatar: media,
    photos: [media],
    videos: [],
    website: null,
    city,
    athlete: {
      sport: named,
      team: "Eagles",
      roles: [{ id: 3, name: "Point guard" }],
      activities: [{ id: 4, name: "Chess" }],
      education: "College",
      class: 2026,
      statistics: "https://stats.example.com/j",
      gender: "Female",
      agentEmail: "agent@example.com",
      socials: { instagram: "https://instagram.com/j" },
      services: [{ id: "s1", name: "Camp" }],
    },
    business: null,
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-02T10:00:00Z",
  };
  const businessProfile = {
    ...athleteProfile,
    type: "Business",
    nextStep: "profile",
    athlete: null,
    website: "https://shop.example.com",
    business: { businessType: named, marketingTactics: [named], goals: [named] },
  };

  it("a profile as the person entered it, services without prices", () => {
    expect(parsed(operatorProfileSchema, athleteProfile)).toEqual(athleteProfile);
    expect(parsed(operatorProfileSchema, businessProfile)).toEqual(businessProfile);
    expect(
      parsed(operatorProfileSchema, { ...businessProfile, type: "Individual", business: null }),
    ).toEqual({
      ...businessProfile,
      type: "Individual",
      business: null,
    });
    const male = { ...athleteProfile, athlete: { ...athleteProfile.athlete, gender: "Male" } };
    expect(parsed(operatorProfileSchema, male)).toEqual(male);
    const priced = {
      ...athleteProfile,
      athlete: { ...athleteProfile.athlete, services: [{ id: "s1", name: "Camp", price: 50 }] },
    };
    expect(parsed(operatorProfileSchema, priced)).toEqual(athleteProfile);
    expect(accepts(operatorProfileSchema, { ...athleteProfile, type: "Agent" })).toBe(false);
  });

  const party = { id: "u2", name: "Alex Agent", email: "alex@example.com" };
  const detail = {
    id: "a1",
    role: "athlete",
    status: "changes_requested",
    statusMessage: "Add a photo",
    email: "jordan@example.com",
    emailConfirmed: true,
    firstName: "Jordan",
    middleName: null,
    lastName: "Miles",
    suffix: "Jr",
    businessName: null,
    phoneNumber: "+15125550100",
    progress: "onboarding_finished",
    signedUpAt: "2026-11-01T10:00:00Z",
    registrationCompletedAt: "2026-11-03T10:00:00Z",
    secondFactor: false,
    profile: athleteProfile,
    minor,
    representation: {
      current: [{ ...party, since: "2026-11-04T10:00:00Z" }],
      pending: [
        { ...party, requestedBy: "athlete", sentAt: "2026-11-05T10:00:00Z" },
        { ...party, requestedBy: "agent", sentAt: "2026-11-06T10:00:00Z" },
      ],
    },
    invitations: {
      sent: [
        { id: "i1", email: "friend@example.com", state: "joined", sentAt: "2026-11-07T10:00:00Z" },
      ],
      joinedThrough: { id: "i0", inviter: party },
    },
  };

  it("an account's details, never a secret", () => {
    expect(parsed(operatorAccountDetailSchema, detail)).toEqual(detail);
    const operator = { ...detail, role: "operator", profile: null, minor: null };
    expect(parsed(operatorAccountDetailSchema, operator)).toEqual(operator);
    const withSecret = { ...detail, passwordHash: "x", totpSecret: "y" };
    expect(parsed(operatorAccountDetailSchema, withSecret)).toEqual(detail);
  });

  it("decisions, the funnel, the audit log and the operators", () => {
    const answer = { id: "a1", status: "approved", statusMessage: null };
    expect(parsed(operatorDecisionAnswerSchema, answer)).toEqual(answer);
    const skipped = ["not_found", "own_account", "status_changed"].map((reason) => ({
      id: "x",
      reason,
    }));
    expect(parsed(operatorBulkDecisionAnswerSchema, { decided: [answer], skipped })).toEqual({
      decided: [answer],
      skipped,
    });
    const counts = {
      signedUp: 5,
      confirmedEmail: 4,
      startedProfile: 3,
      finishedOnboarding: 2,
      approved: 1,
    };
    const roles = ROLES.map((role) => ({ role, ...counts }));
    expect(parsed(operatorFunnelSchema, { roles })).toEqual({ roles });
    const entry = {
      id: 1,
      at: "2026-11-01T10:00:00Z",
      action: "reject",
      actor: { id: "o1", name: "Dana Scully" },
      target: { id: "a1", name: "Jordan Miles" },
      message: "Not a real person",
      fromStatus: "pending",
      toStatus: "rejected",
    };
    const list = { list: [entry], total: 1, page: 1, pageSize: 50 };
    expect(parsed(operatorAuditListSchema, list)).toEqual(list);
    expect(
      parsed(auditEntrySchema, { ...entry, actor: { id: null, name: "Lineup" }, target: null }),
    ).toEqual({
      ...entry,
      actor: { id: null, name: "Lineup" },
      target: null,
    });
    const operators = {
      list: [
        {
          id: "o1",
          email: "dana@example.com",
          name: "Dana Scully",
          secondFactor: true,
          since: "2026-01-01",
          you: true,
        },
      ],
      invited: [{ email: "new@example.com", expiresAt: "2026-12-01T00:00:00Z" }],
    };
    expect(parsed(operatorListSchema, operators)).toEqual(operators);
    const accepted = { id: "o2", email: "new@example.com", next: "enrol_second_factor" };
    expect(parsed(operatorAcceptAnswerSchema, accepted)).toEqual(accepted);
    expect(accepts(operatorAcceptAnswerSchema, { ...accepted, next: "home" })).toBe(false);
  });
});

describe("the console's own rules are custom issues of their field", () => {
  it("a decision's missing message", () => {
    expect(codesAt(operatorDecisionBodySchema, { decision: "reject" }, "message")).toEqual([
      "custom",
    ]);
  });
});
