// An agent's invitation (DESIGN.md "Security": invitation 24 h, single use) is still good a
// millisecond before its 24 hours are up and refused from then on; and of several uses at the same
// moment on PostgreSQL's separate connections, exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@api/db/client";
import { insertUser } from "@api/identity";
import {
  createTestDatabase,
  DATABASE_KINDS,
  describeOnPostgres,
  type DatabaseKind,
} from "@api-test/test-database";
import { createInvitation, findLiveInvitation, useInvitation } from "./invitation-repository";

const DAY = 24 * 60 * 60 * 1000;

function useDatabase(kind: DatabaseKind) {
  const opened: { database?: Database } = {};
  beforeAll(async () => {
    opened.database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await opened.database?.close();
  });
  let n = 0;
  const agentAndAthlete = async () => {
    const db = opened.database!.db;
    const made = (role: "agent" | "athlete") =>
      insertUser(db, { email: `${role}-${kind}-${++n}-${Date.now()}@example.com`, role });
    return { agent: (await made("agent"))!, athlete: (await made("athlete"))! };
  };
  return { opened, agentAndAthlete };
}

describe.each(DATABASE_KINDS)("an agent's invitation on %s", (kind) => {
  const { opened, agentAndAthlete } = useDatabase(kind);
  const sentAt = new Date("2026-03-01T12:00:00.000Z");
  const after = (ms: number) => new Date(sentAt.getTime() + ms);

  it("is good until the last moment of its 24 hours and refused from then on", async () => {
    const db = opened.database!.db;
    const { agent, athlete } = await agentAndAthlete();
    const late = await createInvitation(
      db,
      "agent_invites_athlete",
      agent.id,
      athlete.email,
      sentAt,
    );
    expect(await findLiveInvitation(db, late, after(DAY)), "looked up at 24 h").toBeUndefined();
    const refused = await useInvitation(
      db,
      { token: late },
      "agent_invites_athlete",
      athlete.id,
      after(DAY),
    );
    expect(refused, "used at 24 h").toBeUndefined();

    const inTime = await createInvitation(
      db,
      "agent_invites_athlete",
      agent.id,
      athlete.email,
      sentAt,
    );
    expect(
      await findLiveInvitation(db, inTime, after(DAY - 1)),
      "looked up just before",
    ).toBeDefined();
    const used = await useInvitation(
      db,
      { token: inTime },
      "agent_invites_athlete",
      athlete.id,
      after(DAY - 1),
    );
    expect(used, "used just before 24 h").toBeDefined();
  });
});

describeOnPostgres("an agent's invitation used at once from several connections", () => {
  const { opened, agentAndAthlete } = useDatabase("postgres");

  it("joins once: of five simultaneous uses exactly one wins, round after round", async () => {
    const db = opened.database!.db;
    for (let round = 0; round < 8; round++) {
      const { agent, athlete } = await agentAndAthlete();
      const token = await createInvitation(
        db,
        "agent_invites_athlete",
        agent.id,
        athlete.email,
        new Date(),
      );
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () =>
          useInvitation(db, { token }, "agent_invites_athlete", athlete.id, new Date()),
        ),
      );
      expect(outcomes.filter(Boolean), `round ${round}`).toHaveLength(1);
    }
  });
});
