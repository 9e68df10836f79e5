// One simulated person walking the whole athlete journey over HTTP, as the web app would: sign-up,
// the confirmation link from the e-mail the SMTP sink received, onboarding with real uploads, and
// registration complete. Every write the server acknowledged is recorded, so a check can verify
// afterwards that it is really there.
import {
  athleteLookups,
  AUTH_PATHS,
  getFrom,
  linkIn,
  signUpBody,
  type AthleteLookups,
  type MailInbox,
  ADULT_DATE_OF_BIRTH,
} from "@lineup/test-kit";

export type { AthleteLookups };
import sharp from "sharp";
import { mp4 } from "../../apps/api/test/media-fixtures";
import { HttpClient, NoAnswer, type CallStats } from "./http-client";

export interface Acknowledged {
  email: string;
  /** sign-up answered 201: the unconfirmed account exists */
  signedUp?: boolean;
  /** confirmation acknowledged: the account exists, confirmed */
  userId?: string;
  profileId?: string;
  socials?: boolean;
  serviceIds: string[];
  mediaIds: string[];
  bio?: string;
  registrationComplete?: boolean;
}

export interface JourneyOptions {
  base: string;
  /** APP_URL of the server: the Origin header and the base of e-mailed links */
  appUrl: string;
  forwardedFor: string;
  inbox: MailInbox;
  stats: CallStats;
  lookups: AthleteLookups;
  media: JourneyMedia;
  /** how long to wait for the confirmation e-mail */
  mailTimeoutMs?: number;
}

export interface JourneyMedia {
  png: Buffer;
  jpeg: Buffer;
  video: Buffer;
}

export async function makeJourneyMedia(): Promise<JourneyMedia> {
  const image = (background: string) =>
    sharp({ create: { width: 48, height: 32, channels: 3, background } });
  return {
    png: await image("#2e86ab").png().toBuffer(),
    jpeg: await image("#e4572e").jpeg().toBuffer(),
    video: mp4(8192),
  };
}

/** Real ids from the seeded lookups, through the API the pickers use. */
export const loadLookups = (base: string) => athleteLookups(getFrom(base));

const form = (field: string, files: [string, Buffer, string][]) => {
  const data = new FormData();
  for (const [name, bytes, type] of files) {
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  }
  return data;
};

/** Thrown when a step is answered with something other than success; the journey stops there. */
export class StepFailed extends Error {}

/**
 * Walks the journey; `ack` is filled in as the server acknowledges each write, so even a journey
 * cut short (server killed, database down) says exactly what must be there afterwards.
 */
export async function walkAthleteJourney(
  options: JourneyOptions,
  ack: Acknowledged,
): Promise<void> {
  const http = new HttpClient(options.base, options.appUrl, options.forwardedFor, options.stats);
  const expect = async <T>(
    label: string,
    wanted: number,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const answer = await http.call<{ data: T }>(method, path, label, body);
    if (answer.status !== wanted) {
      throw new StepFailed(`${label} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  };

  await expect("sign-up", 201, "POST", AUTH_PATHS.signUp, signUpBody("athlete", ack.email));
  ack.signedUp = true;
  const mail = await options.inbox.waitFor(ack.email, 1, options.mailTimeoutMs ?? 60_000);
  if (!mail) throw new StepFailed(`no confirmation e-mail for ${ack.email}`);
  const hasLink = mail.text.includes(options.appUrl);
  const token = hasLink ? linkIn(mail, options.appUrl).searchParams.get("token") : null;
  if (!token) throw new StepFailed(`no confirmation link in the e-mail to ${ack.email}`);
  const account = await expect<{ id: string }>("confirm", 200, "POST", AUTH_PATHS.confirmEmail, {
    token,
  });
  ack.userId = account.id;

  const { sport, hometown, role, activity } = options.lookups;
  const profile = await expect<{ id: string }>(
    "athlete create",
    201,
    "POST",
    "/api/profile/athlete/create",
    {
      sport,
      hometown,
      roles: [role],
      activities: [activity],
      education: "College",
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      class: 2027,
      team: "Wildcats",
      gender: "Female",
    },
  );
  ack.profileId = profile.id;
  const update = `/api/profile/athlete/update/${profile.id}`;
  await expect("socials", 200, "PATCH", update, {
    socials: { instagram: "https://www.instagram.com/load.test" },
  });
  ack.socials = true;

  const service = await expect<{ id: string }>("service add", 201, "POST", "/api/service/add", {
    name: "Summer clinic",
    price: 120.5,
  });
  ack.serviceIds.push(service.id);

  const { png, jpeg, video } = options.media;
  const avatar = await expect<{ avatar: { id: string } }>(
    "avatar",
    200,
    "PATCH",
    `/api/profile/${profile.id}/update-avatar`,
    form("file", [["me.png", png, "image/png"]]),
  );
  ack.mediaIds.push(avatar.avatar.id);
  const photos = await expect<{ photos: { id: string }[] }>(
    "photos",
    200,
    "PATCH",
    `/api/athlete/update-photos/${profile.id}`,
    form("files", [
      ["one.jpg", jpeg, "image/jpeg"],
      ["two.png", png, "image/png"],
    ]),
  );
  ack.mediaIds.push(...photos.photos.map((p) => p.id));
  const videos = await expect<{ videos: { id: string }[] }>(
    "videos",
    200,
    "PATCH",
    `/api/athlete/update-videos/${profile.id}`,
    form("files", [["clip.mp4", video, "video/mp4"]]),
  );
  ack.mediaIds.push(...videos.videos.map((v) => v.id));

  const bio = "Point guard who runs summer clinics.";
  await expect("bio", 200, "PATCH", update, { bio });
  ack.bio = bio;
  await expect("registration complete", 200, "POST", "/api/account/registration-complete");
  ack.registrationComplete = true;
}

/** Runs one journey and reports how it ended: "ok", or why it stopped. */
export async function runJourney(options: JourneyOptions, ack: Acknowledged): Promise<string> {
  try {
    await walkAthleteJourney(options, ack);
    return "ok";
  } catch (error) {
    if (error instanceof StepFailed || error instanceof NoAnswer) return error.message;
    throw error;
  }
}
