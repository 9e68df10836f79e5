import type { LocalSignUpBody } from "@lineup/shared";
import { secretOfOtpauthUrl, totpCode } from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "./account-helpers";
import { validAthleteBody } from "./athlete-helpers";
import {
  GOOD_PASSWORD,
  SESSION,
  athleteBody,
  post,
  signUpAndConfirm,
  uniqueEmail,
} from "./auth-helpers";
import { mp4, multipart, png } from "./media-fixtures";
import type { SmtpSink } from "./smtp-sink";
import { cookieFrom, type TestClock } from "./test-app";

export interface FullAthlete {
  email: string;
  userId: string;
  profileId: string;
  /** The session that made it all. */
  cookie: string;
  /** A second signed-in device. */
  laptop: string;
  agent: { email: string; cookie: string };
  serviceIds: string[];
  mediaIds: string[];
  /** The address of an e-mail change still waiting for its link. */
  pendingEmail: string;
  /** The authenticator's secret. */
  totpSecret: string;
}

const agentBody = (): LocalSignUpBody => ({
  email: uniqueEmail("agent"),
  password: GOOD_PASSWORD,
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

/**
 * An athlete holding a bit of everything Lineup keeps: invited by an agent who now represents
 * them, a profile with a priced service, an avatar, photos and a video, two-step verification,
 * two devices and a half session, a reset link and an e-mail change waiting.
 */
export async function fullAthlete(
  app: FastifyInstance,
  sink: SmtpSink,
  clock: TestClock,
): Promise<FullAthlete> {
  const agent = await signUpAndConfirm(app, sink, agentBody());
  const email = uniqueEmail("everything");
  expect(
    (await post(app, `/api/invite/athlete/${email}`, { email }, agent.cookie)).statusCode,
  ).toBe(200);
  await sink.nth(email, 1);
  const { cookie } = await signUpAndConfirm(app, sink, athleteBody({ email }));
  const created = await post(
    app,
    "/api/profile/athlete/create",
    { ...(await validAthleteBody(app)), agentEmail: agent.email },
    cookie,
  );
  expect(created.statusCode).toBe(201);
  const profileId = created.json<{ data: { id: string } }>().data.id;
  const updated = await call(app, "PATCH", `/api/profile/athlete/update/${profileId}`, cookie, {
    bio: "Point guard.",
    services: [{ name: "Basketball clinic", price: 137 }],
  });
  expect(updated.statusCode).toBe(200);
  const serviceIds = updated
    .json<{ data: { services: { id: string }[] } }>()
    .data.services.map((s) => s.id);

  const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    const answer = await app.inject({
      method: "PATCH",
      url,
      payload,
      headers: { ...headers, cookie },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: Record<string, { id: string } | { id: string }[]> }>().data;
  };
  const avatar = await upload(`/api/profile/${profileId}/update-avatar`, [
    ["file", "me.png", await png(), "image/png"],
  ]);
  const photos = await upload(`/api/athlete/update-photos/${profileId}`, [
    ["files", "a.png", await png(40, 30), "image/png"],
    ["files", "b.png", await png(30, 40), "image/png"],
  ]);
  const videos = await upload(`/api/athlete/update-videos/${profileId}`, [
    ["files", "v.mp4", mp4(), "video/mp4"],
  ]);
  const mediaIds = [avatar.avatar, photos.photos, videos.videos]
    .flat()
    .map((item) => (item as { id: string }).id);

  const laptop = cookieFrom(
    await post(app, "/api/auth/local/signIn", { email, password: GOOD_PASSWORD }),
    SESSION,
  );
  const setup = await post(app, "/api/auth/totp/setup", {}, cookie);
  const secret = secretOfOtpauthUrl(setup.json<{ data: { otpauthUrl: string } }>().data.otpauthUrl);
  const enabled = await post(
    app,
    "/api/auth/totp/enable",
    { code: totpCode(secret, clock.now()) },
    cookie,
  );
  expect(enabled.statusCode).toBe(200);
  // A half session: the password was right, the code is still owed.
  await post(app, "/api/auth/local/signIn", { email, password: GOOD_PASSWORD });
  await post(app, "/api/auth/reset-password-request", { email });
  const pendingEmail = uniqueEmail("pending");
  const asked = await post(
    app,
    "/api/account/email-change",
    { email: pendingEmail, password: GOOD_PASSWORD },
    cookie,
  );
  expect(asked.statusCode).toBe(200);
  await sink.nth(pendingEmail, 1);
  // Invitation, confirmation, reset link, and the notice of the change: all delivered.
  await sink.nth(email, 4);

  const my = await call(app, "GET", "/api/account", cookie);
  const userId = my.json<{ data: { id: string } }>().data.id;
  return {
    email,
    userId,
    profileId,
    cookie,
    laptop,
    agent,
    serviceIds,
    mediaIds,
    pendingEmail,
    totpSecret: secret,
  };
}
