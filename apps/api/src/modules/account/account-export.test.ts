import type { AccountExport } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL, signUpAndConfirm } from "@api-test/auth-helpers";
import { fullAthlete } from "@api-test/full-account";
import { useMailedApp } from "@api-test/mailed-app";
import { linkIn, type SmtpSink } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { hashToken } from "@api/identity";

describe.each(DATABASE_KINDS)("Settings: GET /api/account/export on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => ({ sink } = t = started));

  const download = (cookie?: string) => call(t.app, "GET", "/api/account/export", cookie);

  it("downloads everything held about the person as a JSON file, their own prices and files included", async () => {
    const person = await fullAthlete(t.app, sink, clock);
    const answer = await download(person.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="lineup-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    const data = answer.json<{ data: AccountExport }>().data;
    expect(data).toMatchObject({
      format: "lineup-account-export/1",
      account: { id: person.userId, email: person.email, role: "athlete", status: "pending" },
      profile: {
        id: person.profileId,
        bio: "Point guard.",
        services: [{ name: "Basketball clinic", price: 137 }],
      },
      signInProviders: [],
      twoStepVerification: { enabled: true },
      representation: { current: [{ email: person.agent.email }] },
      invitationsSent: [],
    });
    expect(data.media.map((m) => m.kind).sort()).toEqual(["avatar", "photo", "photo", "video"]);
    for (const file of data.media) {
      expect(file.url).toBe(`${APP_URL}/api/media/${file.id}`);
      const bytes = await t.app.inject({ url: file.url.slice(APP_URL.length) });
      expect(bytes.statusCode).toBe(200);
      expect(Number(bytes.headers["content-length"])).toBe(file.size);
    }
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ["current", "device", "lastUsedAt", "place", "signedInAt"].sort(),
      );
    }

    // Never a password hash, a session token or its hash, a second-factor secret or an e-mailed token.
    const secrets = [person.cookie, person.laptop].map((c) => c.split("=")[1]!);
    const link = linkIn(await sink.nth(person.pendingEmail, 1), APP_URL).searchParams.get("token")!;
    const reset = /code=([\w-]+)/.exec(
      sink
        .to(person.email)
        .map((m) => m.text)
        .join("\n"),
    )![1]!;
    for (const secret of [...secrets, link, reset]) {
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain(hashToken(secret));
    }
    expect(answer.body).not.toContain(person.totpSecret);
    expect(answer.body).not.toMatch(/argon2|passwordHash|tokenHash|secret/i);
  });

  it("lists the invitations an agent sent", async () => {
    const person = await fullAthlete(t.app, sink, clock);
    const data = (await download(person.agent.cookie)).json<{ data: AccountExport }>().data;
    expect(data).toMatchObject({
      account: { email: person.agent.email, role: "agent" },
      profile: null,
      media: [],
      invitationsSent: [{ kind: "agent_invites_athlete", email: person.email }],
    });
    expect(data.invitationsSent[0]!.joinedAt).not.toBeNull();
  });

  it("needs a session, and a session downloads only its own person's data", async () => {
    expect((await download()).statusCode).toBe(401);
    const person = await fullAthlete(t.app, sink, clock);
    const stranger = await signUpAndConfirm(t.app, sink);
    const theirs = await download(stranger.cookie);
    expect(theirs.json()).toMatchObject({ data: { account: { email: stranger.email } } });
    expect(theirs.body).not.toContain(person.email);
    expect(theirs.body).not.toContain(person.profileId);
    expect(theirs.body).not.toContain("Basketball clinic");
    expect(theirs.body).not.toMatch(/"price"\s*:\s*137\b/);
  });
});
