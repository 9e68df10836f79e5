import { ADULT_DATE_OF_BIRTH, freshEmail, signUpBody } from "@lineup/test-kit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@api/db/schema";
import { post, signUpAndConfirm } from "@api-test/auth-helpers";
import { athleteWithProfile as withProfile } from "@api-test/athlete-helpers";
import { multipart, png } from "@api-test/media-fixtures";
import { TestClock, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("the header's avatar in /api/profile/my on %s", (kind) => {
  let t: TestApp;
  useMailedApp(kind, new TestClock(), (started) => (t = started));
  const mine = (cookie: string) => t.app.inject({ url: "/api/profile/my", headers: { cookie } });

  /** A confirmed athlete with a profile and a service priced 987.65. */
  async function athleteWithProfile() {
    const person = await withProfile(t.app, t.sink, signUpBody("athlete", freshEmail("av")));
    const service = await post(
      t.app,
      "/api/service/add",
      { name: "Lesson", price: 987.65 },
      person.cookie,
    );
    expect(service.statusCode).toBe(201);
    return person;
  }
  async function uploadAvatar(cookie: string, profileId: string): Promise<string> {
    const { payload, headers } = await multipart([["file", "me.png", await png(), "image/png"]]);
    const answer = await t.app.inject({
      method: "PATCH",
      url: `/api/profile/${profileId}/update-avatar`,
      payload,
      headers: { ...headers, cookie },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { avatar: { url: string } } }>().data.avatar.url;
  }

  it("is null without a profile, and null for a profile without a photo", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, signUpBody("agent", freshEmail("agent")));
    expect((await mine(agent.cookie)).json()).toMatchObject({ data: { avatarUrl: null } });
    const athlete = await athleteWithProfile();
    expect((await mine(athlete.cookie)).json()).toMatchObject({ data: { avatarUrl: null } });
  });

  it("is the caller's own photo, never another person's, and the answer carries nothing private", async () => {
    const me = await athleteWithProfile();
    const other = await athleteWithProfile();
    const otherUrl = await uploadAvatar(other.cookie, other.id);
    expect((await mine(me.cookie)).json()).toMatchObject({ data: { avatarUrl: null } });

    const myUrl = await uploadAvatar(me.cookie, me.id);
    expect(myUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(myUrl).not.toBe(otherUrl);
    const answer = await mine(me.cookie);
    expect(answer.json()).toMatchObject({ data: { avatarUrl: myUrl } });
    expect(answer.body).not.toContain(otherUrl.split("/").at(-1)!);
    // A new photo replaces the old one in the header too.
    const newer = await uploadAvatar(me.cookie, me.id);
    expect((await mine(me.cookie)).json()).toMatchObject({ data: { avatarUrl: newer } });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, me.email));
    const body = (await mine(me.cookie)).body;
    expect(body).not.toContain("987.65");
    expect(body).not.toMatch(/price|password|token|phone/i);
    // The date of birth in it is the caller's own (issue 25: home says what is missing).
    expect((await mine(me.cookie)).json()).toMatchObject({
      data: { minor: { dateOfBirth: ADULT_DATE_OF_BIRTH, isMinor: false } },
    });
    expect(body).not.toContain(row!.phoneNumber!);
    expect(body).not.toContain(row!.passwordHash!);
    // The photo is served whole, as the header's <img> asks for it.
    const image = await t.app.inject({ url: newer });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
  });
});
